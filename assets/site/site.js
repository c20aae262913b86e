// Victoria Arbiter club site: the language switch, the games table (sort, filter) and the
// game viewer (buttons, arrow keys, a click on a move, #ply=N in the address). No network.
(function () {
  "use strict";
  var root = document.documentElement;

  function setLang(code) {
    root.setAttribute("data-lang", code);
    root.setAttribute("lang", code);
    var t = root.getAttribute("data-title-" + code);
    if (t) document.title = t;
    try { localStorage.setItem("va-lang", code); } catch (e) { /* private mode */ }
    if (window.vaViewer) window.vaViewer.show(window.vaViewer.ply, false);
  }
  var saved = null;
  try { saved = localStorage.getItem("va-lang"); } catch (e) { saved = null; }
  if (saved) setLang(saved);
  document.querySelectorAll("[data-set-lang]").forEach(function (b) {
    b.addEventListener("click", function () { setLang(b.getAttribute("data-set-lang")); });
  });

  // The games table.
  var table = document.getElementById("games");
  if (table) {
    var body = table.tBodies[0];
    var filter = document.getElementById("filter");
    if (filter) {
      filter.addEventListener("input", function () {
        var q = filter.value.trim().toLowerCase();
        Array.prototype.forEach.call(body.rows, function (r) {
          r.hidden = q !== "" && r.textContent.toLowerCase().indexOf(q) < 0;
        });
      });
    }
    var order = {};
    table.querySelectorAll("[data-sort]").forEach(function (btn) {
      btn.addEventListener("click", function () {
        var col = +btn.getAttribute("data-sort");
        var dir = order[col] = -(order[col] || -1);
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var x = a.cells[col], y = b.cells[col];
          var nx = x.getAttribute("data-n"), ny = y.getAttribute("data-n");
          if (nx !== null && ny !== null) return dir * (nx - ny);
          return dir * x.textContent.localeCompare(y.textContent);
        });
        rows.forEach(function (r) { body.appendChild(r); });
        table.querySelectorAll("th").forEach(function (th) { th.removeAttribute("aria-sort"); });
        btn.parentNode.setAttribute("aria-sort", dir > 0 ? "ascending" : "descending");
      });
    });
  }

  // The game viewer.
  var dataEl = document.getElementById("game-data");
  var board = document.getElementById("board");
  if (!dataEl || !board) return;
  var game = JSON.parse(dataEl.textContent);
  var NS = board.namespaceURI;
  var GLYPH = { k: "\u265A", q: "\u265B", r: "\u265C", b: "\u265D", n: "\u265E", p: "\u265F" };
  var last = game.positions.length - 1;

  function square(f, r) { return String.fromCharCode(97 + f) + (r + 1); }
  function el(name, attrs, text) {
    var e = document.createElementNS(NS, name);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text) e.textContent = text;
    return e;
  }
  function parseSquare(s) { return [s.charCodeAt(0) - 97, parseInt(s.slice(1), 10) - 1]; }

  function layer(pos) {
    var h = game.h, g = el("g", { "class": "layer" });
    (pos.l || []).forEach(function (s) {
      var fr = parseSquare(s);
      g.appendChild(el("rect", { "class": "last", x: fr[0] * 10, y: (h - 1 - fr[1]) * 10, width: 10, height: 10 }));
    });
    var ranks = pos.p.split("/");
    for (var i = 0; i < ranks.length; i++) {
      var rank = h - 1 - i, file = 0, run = "";
      var row = ranks[i];
      for (var j = 0; j < row.length; j++) {
        var c = row[j];
        if (c >= "0" && c <= "9") { run += c; continue; }
        if (run) { file += parseInt(run, 10); run = ""; }
        var sq = square(file, rank), x = file * 10, y = i * 10;
        if (c === "X" || c === "x" || c === "*") {
          // A wall: a copy of the page's marker (E11, drawn from victoria_rules::markers).
          g.appendChild(el("use", { "class": "wall", href: "#" + board.id + "-mk-" + (c === "*" ? "m" : c), "data-sq": sq, "data-p": c, x: x, y: y }));
        } else {
          var white = c === c.toUpperCase();
          g.appendChild(el("text", { "class": "pc pc-" + (white ? "w" : "b"), "data-sq": sq, "data-p": c, x: x + 5, y: y + 8 }, GLYPH[c.toLowerCase()]));
          if ((pos.h || []).indexOf(sq) >= 0) g.appendChild(el("text", { "class": "hero", x: x + 8, y: y + 3 }, "\u2605"));
        }
        file += 1;
      }
    }
    return g;
  }

  var links = document.querySelectorAll("[data-ply]");
  var caption = document.getElementById("caption");
  var viewer = {
    ply: last,
    show: function (n, push) {
      n = Math.max(0, Math.min(last, n | 0));
      viewer.ply = n;
      var old = board.querySelector(".layer");
      board.replaceChild(layer(game.positions[n]), old);
      board.setAttribute("data-ply", n);
      var code = root.getAttribute("data-lang");
      var words = game.after[code] || game.after[Object.keys(game.after)[0]];
      var moves = game.moves[code] || [];
      caption.textContent = n === 0 ? words.start : words.ply.replace("{ply}", n).replace("{move}", moves[n - 1] || "");
      board.setAttribute("aria-label", words.alt.replace("{ply}", n));
      links.forEach(function (a) {
        var on = +a.getAttribute("data-ply") === n;
        a.classList.toggle("current", on);
        if (on) { a.setAttribute("aria-current", "step"); } else { a.removeAttribute("aria-current"); }
      });
      if (push && history.replaceState) history.replaceState(null, "", "#ply=" + n);
    }
  };
  window.vaViewer = viewer;

  function fromHash() {
    var m = /ply=(\d+)/.exec(location.hash);
    viewer.show(m ? +m[1] : last, false);
  }
  window.addEventListener("hashchange", fromHash);
  var steps = { first: function () { return 0; }, prev: function () { return viewer.ply - 1; },
    next: function () { return viewer.ply + 1; }, last: function () { return last; } };
  document.querySelectorAll("[data-step]").forEach(function (b) {
    b.addEventListener("click", function () { viewer.show(steps[b.getAttribute("data-step")](), true); });
  });
  links.forEach(function (a) {
    a.addEventListener("click", function (e) { e.preventDefault(); viewer.show(+a.getAttribute("data-ply"), true); });
  });
  document.getElementById("btn-flip").addEventListener("click", function () { board.classList.toggle("flipped"); });
  document.addEventListener("keydown", function (e) {
    if (e.target && (e.target.tagName === "INPUT" || e.target.tagName === "TEXTAREA")) return;
    var to = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[e.key];
    if (!to) return;
    e.preventDefault();
    viewer.show(steps[to](), true);
  });
  fromHash();
})();
