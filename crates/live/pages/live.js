// Victoria Arbiter, the live event's spectators' pages: the round with every board, one
// board with its moves and a replay, the hall's screen, the standings. Everything is drawn
// from one server-sent event stream of the hub (docs/LIVE.md, "The spectators' pages"); the
// board is drawn from the public VFEN as the desk draws it (src/app/board.rs); a bastion or a
// monument is a copy of the page's marker, the shared rule's shapes (E11, victoria_rules::markers).
// No network but the hub, no library. The pure parts are on window.VA for the tests.
(function () {
  "use strict";

  var VA = {};
  window.VA = VA;

  // ---------------------------------------------------------------- words
  var WORDS = {};
  (function () {
    var el = document.getElementById("words");
    if (el) {
      try { WORDS = JSON.parse(el.textContent); } catch (e) { WORDS = {}; }
    }
  })();

  // The words of `id` with `{name}` marks filled from `vars` (the id itself when missing).
  function T(id, vars) {
    var s = Object.prototype.hasOwnProperty.call(WORDS, id) ? WORDS[id] : id;
    if (vars) {
      s = s.replace(/\{(\w+)\}/g, function (m, k) { return vars[k] === undefined ? m : String(vars[k]); });
    }
    return s;
  }
  VA.T = T;

  // A move in SAN as the page's language writes it: a piece letter (an upper-case K Q R B N
  // that follows no letter or digit) in that language's letters (victoria_rules::san::written).
  function sanWritten(san) {
    return String(san || "").replace(/(^|[^A-Za-z0-9])([KQRBN])/g, function (m, pre, p) {
      return pre + T("san-" + p);
    });
  }
  VA.sanWritten = sanWritten;

  // ---------------------------------------------------------------- VFEN
  var PIECES = "KQRBNPkqrbnp";

  // The placement field of a VFEN (or the whole VFEN: the first field is read) as
  // {width, height, cells}, cells[rank][file] with rank 0 the first rank: "" empty, a FEN piece
  // letter, "X"/"x" a White/Black bastion, "*" a monument. Ranks of two-digit runs, widths up
  // to 16. null when it is not a placement (VA.error says why).
  function parsePlacement(vfen) {
    VA.error = "";
    var field = String(vfen || "").trim().split(/\s+/)[0];
    if (!field) { VA.error = "empty"; return null; }
    var rows = field.split("/");
    var height = rows.length, width = -1, cells = [];
    for (var i = 0; i < rows.length; i++) {
      var row = rows[i], line = [], run = "";
      for (var j = 0; j <= row.length; j++) {
        var c = j < row.length ? row.charAt(j) : "";
        if (c >= "0" && c <= "9") { run += c; continue; }
        if (run) {
          var n = parseInt(run, 10);
          if (run.charAt(0) === "0" || n < 1 || n > 16) { VA.error = "run " + run; return null; }
          for (var k = 0; k < n; k++) line.push("");
          run = "";
        }
        if (c === "") break;
        if (PIECES.indexOf(c) >= 0 || c === "X" || c === "x" || c === "*") {
          line.push(c);
        } else {
          VA.error = "character " + c; return null;
        }
      }
      if (width < 0) width = line.length;
      if (line.length !== width) { VA.error = "rank " + (height - i) + " has " + line.length + " squares, not " + width; return null; }
      cells.unshift(line);
    }
    if (width < 5 || width > 16 || height < 5 || height > 16) { VA.error = "size " + width + "x" + height; return null; }
    return { width: width, height: height, cells: cells };
  }
  VA.parsePlacement = parsePlacement;

  // The placement field written back (canonical: runs as numbers).
  function writePlacement(b) {
    var out = [];
    for (var r = b.height - 1; r >= 0; r--) {
      var s = "", run = 0;
      for (var f = 0; f < b.width; f++) {
        var c = b.cells[r][f];
        if (!c) { run++; continue; }
        if (run) { s += run; run = 0; }
        s += c;
      }
      if (run) s += run;
      out.push(s);
    }
    return out.join("/");
  }
  VA.writePlacement = writePlacement;

  // A square's name ("a1", "l12", "p16") from its file and rank (0-based), and back.
  function squareName(f, r) { return String.fromCharCode(97 + f) + (r + 1); }
  function parseSquare(s) {
    var m = /^([a-p])(\d{1,2})$/.exec(s || "");
    return m ? [m[1].charCodeAt(0) - 97, parseInt(m[2], 10) - 1] : null;
  }
  VA.squareName = squareName;
  VA.parseSquare = parseSquare;

  // A whole public VFEN: the placement, the side to move and the hero pawns.
  function parseVfen(vfen) {
    var b = parsePlacement(vfen);
    if (!b) return null;
    var fields = String(vfen).trim().split(/\s+/);
    b.side = fields[1] === "b" ? "black" : "white";
    b.heroes = [];
    fields.slice(6).forEach(function (t) {
      if (t.indexOf("hero:") === 0 && t !== "hero:-") b.heroes = t.slice(5).split(",");
    });
    return b;
  }
  VA.parseVfen = parseVfen;

  function copyBoard(b) {
    return { width: b.width, height: b.height, cells: b.cells.map(function (r) { return r.slice(); }),
      heroes: (b.heroes || []).slice(), side: b.side };
  }

  function isWhite(c) { return c >= "A" && c <= "Z" && c !== "X"; }

  // The position after one public move ({uci, san, hero, petrified}) of the position `b`:
  // the piece goes from one square to the other; castling (the king two squares or more
  // along its rank) brings the rook to the square the king crossed (R24); a pawn's diagonal
  // step onto an empty square written with "x" takes en passant (a bypass, R11, has no "x");
  // a promotion letter promotes; the petrified square becomes a monument (R15); heroes move
  // with their pawns (R20). null when the move does not fit the position.
  function applyMove(b, mv) {
    var m = /^([a-p]\d{1,2})([a-p]\d{1,2})([qrbnk]?)$/.exec(mv.uci || "");
    if (!m) return null;
    var from = parseSquare(m[1]), to = parseSquare(m[2]);
    if (!from || !to || from[0] >= b.width || to[0] >= b.width || from[1] >= b.height || to[1] >= b.height) return null;
    var n = copyBoard(b);
    var piece = n.cells[from[1]][from[0]];
    if (!piece || PIECES.indexOf(piece) < 0) return null;
    var white = isWhite(piece), role = piece.toLowerCase();
    var fromName = m[1], toName = m[2];
    var heroAt = n.heroes.indexOf(fromName);
    n.heroes = n.heroes.filter(function (s) { return s !== fromName && s !== toName; });
    var target = n.cells[to[1]][to[0]];
    if (role === "k" && from[1] === to[1] && Math.abs(to[0] - from[0]) >= 2 && !target) {
      var dir = to[0] > from[0] ? 1 : -1;
      for (var f = from[0] + dir; f >= 0 && f < n.width; f += dir) {
        var c = n.cells[from[1]][f];
        if (!c) continue;
        if (c === (white ? "R" : "r")) {
          n.cells[from[1]][f] = "";
          n.cells[from[1]][to[0] - dir] = c;
        }
        break;
      }
    }
    if (role === "p" && from[0] !== to[0] && !target && /x/.test(mv.san || "")) {
      var behind = n.cells[from[1]][to[0]];
      if (behind && behind.toLowerCase() === "p") {
        n.cells[from[1]][to[0]] = "";
        n.heroes = n.heroes.filter(function (s) { return s !== squareName(to[0], from[1]); });
      }
    }
    n.cells[from[1]][from[0]] = "";
    var promoted = m[3] ? (white ? m[3].toUpperCase() : m[3]) : piece;
    n.cells[to[1]][to[0]] = promoted;
    if (role === "p" && !m[3] && (heroAt >= 0 || mv.hero)) n.heroes.push(toName);
    if (mv.petrified) {
      var p = parseSquare(mv.petrified);
      if (p && p[0] < n.width && p[1] < n.height) {
        n.cells[p[1]][p[0]] = "*";
        n.heroes = n.heroes.filter(function (s) { return s !== mv.petrified; });
      }
    }
    n.side = white ? "black" : "white";
    return n;
  }
  VA.applyMove = applyMove;

  // Every position of a public game, from its start (index 0) to after its last move, each
  // with the move that led to it. The last is always the game's own `position` (the desk's
  // word); `exact` says whether the replay reached the same placement. null before the
  // start is fixed.
  function replay(game) {
    var start = game && game.start ? parseVfen(game.start) : null;
    if (!start) return null;
    var out = [{ board: start, move: null }], b = start, exact = true;
    (game.moves || []).forEach(function (mv) {
      var next = b ? applyMove(b, mv) : null;
      if (!next) exact = false;
      b = next;
      out.push({ board: next, move: mv });
    });
    var own = game.position ? parseVfen(game.position) : null;
    var last = out[out.length - 1];
    if (own) {
      if (!last.board || writePlacement(last.board) !== writePlacement(own)) exact = false;
      last.board = own;
    }
    // A position the replay could not make shows the one before it.
    for (var i = 1; i < out.length; i++) if (!out[i].board) out[i].board = out[i - 1].board;
    return { positions: out, exact: exact };
  }
  VA.replay = replay;

  // ---------------------------------------------------------------- drawing
  // The SVG namespace, as the HTML parser gives it (so the script names no address).
  var SVGNS = (function () {
    var d = document.createElement("div");
    d.innerHTML = "<svg></svg>";
    return d.firstChild.namespaceURI;
  })();
  var GLYPH = { k: "\u265A", q: "\u265B", r: "\u265C", b: "\u265D", n: "\u265E", p: "\u265F" };

  function el(name, attrs, text) {
    var e = document.createElement(name);
    if (attrs) for (var k in attrs) if (attrs[k] !== undefined && attrs[k] !== null) e.setAttribute(k, attrs[k]);
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }
  function svg(name, attrs, text) {
    var e = document.createElementNS(SVGNS, name);
    if (attrs) for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // The board as SVG, a square 10 units, labels left and below as on the desk. `o.last`:
  // [from, to] of the last move; `o.petrified`: the square that just petrified; `o.check`:
  // the side in check; `o.label`: the alt text.
  function drawBoard(b, o) {
    o = o || {};
    var w = b.width, h = b.height, L = 7;
    var root = svg("svg", { "class": "board", viewBox: "0 0 " + (w * 10 + L + 1) + " " + (h * 10 + L + 1),
      role: "img", "data-w": w, "data-h": h, "data-placement": writePlacement(b) });
    if (o.label) root.setAttribute("aria-label", o.label);
    root.appendChild(svg("rect", { "class": "frame", x: L - 0.4, y: 0.6, width: w * 10 + 0.8, height: h * 10 + 0.8 }));
    var lastSq = (o.last || []).map(parseSquare);
    var x0 = L, y0 = 1;
    function at(f, r) { return [x0 + f * 10, y0 + (h - 1 - r) * 10]; }
    var kingInCheck = o.check ? (o.check === "white" ? "K" : "k") : null;
    for (var r = 0; r < h; r++) {
      for (var f = 0; f < w; f++) {
        var p = at(f, r), name = squareName(f, r), c = b.cells[r][f];
        var dark = (f + r) % 2 === 0;
        root.appendChild(svg("rect", { "class": "sq " + (dark ? "sq-d" : "sq-l"), "data-sq": name, x: p[0], y: p[1], width: 10, height: 10 }));
        lastSq.forEach(function (s) {
          if (s && s[0] === f && s[1] === r) root.appendChild(svg("rect", { "class": "last", x: p[0], y: p[1], width: 10, height: 10 }));
        });
        if (!c) continue;
        var cx = p[0] + 5, cy = p[1] + 5;
        if (c === "X" || c === "x" || c === "*") {
          // A wall: a copy of the page's marker (E11, `victoria_rules::markers`, as the desk,
          // the sheet and the club site draw it).
          if (c === "*" && o.petrified === name) root.appendChild(svg("rect", { "class": "petrified", x: p[0], y: p[1], width: 10, height: 10 }));
          root.appendChild(svg("use", { "class": "wall", href: "#live-mk-" + (c === "*" ? "m" : c), x: p[0], y: p[1], "data-sq": name, "data-p": c }));
        } else {
          if (c === kingInCheck) root.appendChild(svg("circle", { "class": "check", cx: cx, cy: cy, r: 4.6 }));
          root.appendChild(svg("text", { "class": "pc " + (isWhite(c) ? "pc-w" : "pc-b"), "data-sq": name, "data-p": c,
            x: cx, y: cy + 0.2 }, GLYPH[c.toLowerCase()]));
          if ((b.heroes || []).indexOf(name) >= 0) root.appendChild(svg("text", { "class": "hero", x: p[0] + 8.6, y: p[1] + 2.8 }, "\u2605"));
        }
      }
    }
    for (var file = 0; file < w; file++) {
      root.appendChild(svg("text", { "class": "name", x: x0 + file * 10 + 5, y: y0 + h * 10 + 4.2 }, String.fromCharCode(97 + file)));
    }
    for (var rank = 0; rank < h; rank++) {
      root.appendChild(svg("text", { "class": "name", x: L / 2 - 0.2, y: y0 + (h - 1 - rank) * 10 + 5.3 }, String(rank + 1)));
    }
    return root;
  }
  VA.drawBoard = drawBoard;

  // An empty board of a size (before the start is fixed: the players are writing schemes).
  function emptyBoard(w, h) {
    var cells = [];
    for (var r = 0; r < h; r++) { var row = []; for (var f = 0; f < w; f++) row.push(""); cells.push(row); }
    return { width: w, height: h, cells: cells, heroes: [] };
  }

  // ---------------------------------------------------------------- clocks
  // Time as a clock shows it: h:mm:ss from an hour, m:ss below, tenths under ten seconds.
  function clockText(ms) {
    if (ms <= 0) return "0:00";
    var tenths = Math.floor(ms / 100), s = Math.floor(ms / 1000);
    var h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
    var two = function (n) { return (n < 10 ? "0" : "") + n; };
    if (h > 0) return h + ":" + two(m) + ":" + two(sec);
    if (s < 10) return "0:0" + sec + "." + (tenths % 10);
    return m + ":" + two(sec);
  }
  VA.clockText = clockText;

  // A side's time left now: counted down from `read_at` when its clock runs. `skew`: the
  // browser's clock minus the hub's (and the audience's delay), from the events' `now`.
  function clockLeft(clocks, side, nowMs, skew) {
    var i = side === "white" ? 0 : 1;
    var left = clocks.remaining_ms[i];
    if (clocks.running === side) left -= Math.max(0, (nowMs - (skew || 0)) - clocks.read_at);
    return left;
  }
  VA.clockLeft = clockLeft;

  // ---------------------------------------------------------------- results
  // A result's ground in words: the outcome, its ground, the count's points, the arbiter's
  // own words.
  function resultWords(res) {
    if (!res) return "";
    var parts = [T("outcome-" + res.outcome)];
    if (res.ground) parts.push(T("ground-" + res.ground));
    var s = parts.join(": ");
    if (res.points) s += " — " + T("points", { white: res.points[0], black: res.points[1] });
    if (res.reason) s += " — " + T("quoted", { text: res.reason });
    return s;
  }
  VA.resultWords = resultWords;

  function scoreText(score) {
    return score === "1/2-1/2" ? "\u00BD-\u00BD" : score;
  }

  // ---------------------------------------------------------------- state
  var root = document.documentElement;
  var PAGE = root.getAttribute("data-page");
  var BASE = root.getAttribute("data-base") || "./";
  var want = { round: +root.getAttribute("data-round") || 0, board: +root.getAttribute("data-board") || 0 };
  var S = {
    rounds: {},      // round number -> LiveRound
    boards: {},      // "r.b" -> snapshot
    results: {},     // "r.b" -> {score, state}
    standings: null,
    current: 0,
    skew: 0,
    delay: 0,
    online: false,
    heard: false
  };
  VA.state = S;

  function key(r, b) { return r + "." + b; }
  function shownRound() {
    if (want.round) return want.round;
    if (S.current) return S.current;
    var max = 0;
    for (var k in S.boards) max = Math.max(max, S.boards[k].round);
    return max;
  }

  // ---------------------------------------------------------------- the stream
  var source = null, retryTimer = null, retryDelay = 1000;

  function streamUrl() {
    var q = new URLSearchParams(location.search);
    // The hall screen asks for the hall's audience; any other page asks for the one in its own
    // address, or leaves it to the hub (which sends the internet the `net` audience anyway).
    var audience = q.get("audience") || (PAGE === "hall" ? "hall" : "");
    var args = [];
    if (audience) args.push("audience=" + encodeURIComponent(audience));
    if (want.round) args.push("round=" + want.round);
    return BASE + "events" + (args.length ? "?" + args.join("&") : "");
  }

  function setStatus(kind) {
    if (leading) share({ t: "status", kind: kind });
    var p = document.getElementById("status");
    if (!p) return;
    p.className = "status " + kind;
    var words = kind === "live" && S.delay >= 60000 ? T("state-delayed", { min: Math.round(S.delay / 60000) }) : T("state-" + kind);
    p.textContent = words;
    document.body.classList.toggle("offline", kind === "reconnecting");
  }

  // ---------------------------------------------------------------- one stream per browser
  // Over HTTP/1.1 a browser opens about six connections to one host, and each page's stream
  // holds one for good: a seventh tab of these pages would wait for ever. So the tabs that read
  // the same stream share it. The tab holding the Web Lock named after the stream's address
  // reads the stream and says each event again on a BroadcastChannel of the same name; the
  // other tabs listen there, and on opening ask the reading tab for what it holds. When that
  // tab closes, its lock passes to a waiting tab, which opens the stream in its turn. Without
  // Web Locks or BroadcastChannel each tab reads the stream itself.
  var channel = null, leading = false, held = new Map();

  function share(message) {
    if (channel) channel.postMessage(message);
  }

  function start() {
    if (!window.EventSource) { setStatus("reconnecting"); return; }
    if (!(navigator.locks && navigator.locks.request && window.BroadcastChannel)) { connect(); return; }
    var name = "va-stream " + new URL(streamUrl(), location.href).href;
    channel = new BroadcastChannel(name);
    channel.onmessage = function (m) {
      var d = m.data || {};
      if (leading) {
        if (d.t === "hello") share({ t: "held", events: Array.from(held.values()) });
        return;
      }
      if (d.t === "event") take(d.name, d.data);
      else if (d.t === "held") d.events.forEach(function (e) { take(e.name, e.data); });
      else if (d.t === "status" && (d.kind !== "live" || S.heard)) { S.online = d.kind === "live"; setStatus(d.kind); }
    };
    navigator.locks.request(name, function () {
      leading = true;
      VA.leading = true;
      connect();
      // Held as long as this tab lives.
      return new Promise(function () {});
    });
    share({ t: "hello" });
  }

  // An event heard, on the stream or from the tab that reads it.
  function take(name, data) {
    S.heard = true;
    S.online = true;
    receive(name, data);
    setStatus("live");
  }

  // What the reading tab keeps to tell a tab that opens: the latest event of each board,
  // result, round and the standings, in the order they last changed.
  function hold(name, d) {
    var k = name === "standings" ? name : name + " " + (name === "round" ? d.round : key(d.round, d.board));
    held.delete(k);
    held.set(k, { name: name, data: d });
  }

  function connect() {
    source = new EventSource(streamUrl());
    source.onopen = function () { S.online = true; retryDelay = 1000; if (S.heard) setStatus("live"); };
    source.onerror = function () {
      S.online = false;
      setStatus("reconnecting");
      // The browser reconnects by itself (with Last-Event-ID) unless the answer was no stream.
      if (source.readyState === EventSource.CLOSED) {
        source.close();
        clearTimeout(retryTimer);
        retryTimer = setTimeout(connect, retryDelay);
        retryDelay = Math.min(retryDelay * 2, 30000);
      }
    };
    ["board", "result", "round", "standings"].forEach(function (name) {
      source.addEventListener(name, function (ev) {
        var data;
        try { data = JSON.parse(ev.data); } catch (e) { return; }
        if (!data || typeof data !== "object") return;
        if (channel) {
          hold(name, data);
          share({ t: "event", name: name, data: data });
        }
        take(name, data);
      });
    });
  }

  // One event: "this is now so".
  function receive(name, d) {
    if (name === "board") {
      if (!d || !d.game) return;
      var k = key(d.round, d.board), old = S.boards[k];
      if (old && old.game && old.game.id === d.game.id && old.seq > d.seq) return;
      if (typeof d.now === "number") S.skew = Date.now() - d.now;
      if (typeof d.delay_ms === "number") S.delay = d.delay_ms;
      S.boards[k] = d;
      changed("board", k);
    } else if (name === "result") {
      S.results[key(d.round, d.board)] = { score: d.score, state: d.state };
      var r = S.rounds[d.round];
      if (r) r.boards.forEach(function (p) { if (p.board === d.board) p.result = { score: d.score, state: d.state }; });
      changed("result", key(d.round, d.board));
    } else if (name === "round") {
      S.rounds[d.round] = d;
      if (d.current) S.current = d.round;
      (d.boards || []).forEach(function (p) { if (p.result) S.results[key(d.round, p.board)] = p.result; });
      changed("round", d.round);
    } else if (name === "standings") {
      S.standings = d;
      changed("standings");
    }
  }
  VA.receive = receive;

  // ---------------------------------------------------------------- pages
  var pending = {}, scheduled = false;
  function changed(what, k) {
    pending[what + ":" + (k === undefined ? "" : k)] = true;
    if (scheduled) return;
    scheduled = true;
    // A timer, not an animation frame: a page in a background tab or a headless browser
    // draws too.
    setTimeout(function () {
      scheduled = false;
      var p = pending;
      pending = {};
      render(p);
    }, 0);
  }

  var main = document.getElementById("main");

  function render(p) {
    if (!main) return;
    main.removeAttribute("aria-busy");
    if (PAGE === "round") renderRound(p, false);
    else if (PAGE === "hall") renderRound(p, true);
    else if (PAGE === "board") renderBoardPage(p);
    else if (PAGE === "standings") renderStandings();
    tick();
  }

  function sideName(side) { return T("side-" + side); }

  // What a board shows under its players: the phase, whose move, or the result in words
  // (with its score when the round's result does not show it beside).
  function stateLine(g, scored) {
    if (!g) return T("board-waiting");
    if (g.result) return (scored ? "" : scoreText(g.result.score) + " — ") + resultWords(g.result);
    if (g.phase === "playing") return T("to-move", { side: sideName(g.to_move) });
    return T("phase-" + g.phase);
  }

  function lastMoveOf(g) {
    var mv = g && g.moves && g.moves.length ? g.moves[g.moves.length - 1] : null;
    return mv;
  }
  function moveLabel(mv) {
    var n = Math.floor((mv.ply + 1) / 2);
    return (mv.color === "white" ? n + ". " : n + "\u2026 ") + sanWritten(mv.san);
  }
  function uciSquares(uci) {
    var m = /^([a-p]\d{1,2})([a-p]\d{1,2})/.exec(uci || "");
    return m ? [m[1], m[2]] : [];
  }
  function checkOf(g, mv) {
    if (!mv || !/[+#]$/.test(mv.san || "")) return null;
    return mv.color === "white" ? "black" : "white";
  }

  // A clock: its element carries what it needs to count down (see tick).
  function clockEl(snap, side) {
    var span = el("span", { "class": "clock", "data-side": side });
    span.vaClocks = snap && snap.clocks ? snap.clocks : null;
    span.vaOver = !!(snap && snap.game && snap.game.result);
    if (!span.vaClocks) span.hidden = true;
    return span;
  }

  function tick() {
    var now = Date.now();
    var clocks = document.querySelectorAll(".clock");
    for (var i = 0; i < clocks.length; i++) {
      var c = clocks[i], cl = c.vaClocks;
      if (!cl) continue;
      var side = c.getAttribute("data-side");
      var running = cl.running === side && !c.vaOver;
      var left = running ? clockLeft(cl, side, now, S.skew) : cl.remaining_ms[side === "white" ? 0 : 1];
      var text = clockText(left);
      if (c.textContent !== text) c.textContent = text;
      c.classList.toggle("running", running);
      c.classList.toggle("flag", left <= 0);
    }
  }
  setInterval(tick, 200);

  function player(name, side, snap, no) {
    var d = el("div", { "class": "player player-" + side });
    d.appendChild(el("span", { "class": "mark" }, side === "white" ? "\u2654" : "\u265A"));
    d.appendChild(el("span", { "class": "name" }, (no ? no + ". " : "") + (name || "?")));
    d.appendChild(clockEl(snap, side));
    return d;
  }

  function boardOf(snap, w, h) {
    var g = snap && snap.game;
    if (!g || !g.position) return { board: emptyBoard(g ? g.width : w, g ? g.height : h), last: null };
    var b = parseVfen(g.position) || emptyBoard(g.width, g.height);
    return { board: b, last: lastMoveOf(g) };
  }

  // One board of a round: its number, players, clocks, the board, the last move, the state.
  function card(r, pairing, snap, hall) {
    var g = snap && snap.game;
    var n = pairing ? pairing.board : snap.board;
    var a = el(hall ? "div" : "a", { "class": "card", "data-board": n });
    if (!hall) a.setAttribute("href", BASE + "board/" + r + "/" + n + location.search);
    var head = el("div", { "class": "card-head" });
    head.appendChild(el("span", { "class": "no" }, T("board-n", { n: n })));
    var ruleset = g ? g.ruleset : pairing && pairing.ruleset;
    if (ruleset) head.appendChild(el("span", { "class": "ruleset" }, T("ruleset-" + ruleset)));
    a.appendChild(head);
    var white = g && g.white ? g.white : pairing && pairing.white;
    var black = g && g.black ? g.black : pairing && pairing.black;
    a.appendChild(player(black, "black", snap, pairing && pairing.black_no));
    var bw = boardOf(snap, ruleset === "victoria" || !ruleset ? 12 : 8, ruleset === "victoria" || !ruleset ? 12 : 8);
    var mv = bw.last;
    a.appendChild(drawBoard(bw.board, {
      last: mv ? uciSquares(mv.uci) : null, petrified: mv && mv.petrified, check: checkOf(g, mv),
      label: T("board-n", { n: n }) + ": " + (white || "?") + " — " + (black || "?")
    }));
    a.appendChild(player(white, "white", snap, pairing && pairing.white_no));
    var foot = el("div", { "class": "card-foot" });
    foot.appendChild(el("span", { "class": "last-move" }, mv ? moveLabel(mv) : ""));
    var res = S.results[key(r, n)];
    if (res) {
      foot.appendChild(el("span", { "class": "score score-" + res.state, title: T("score-" + res.state) },
        scoreText(res.score) + " (" + T("score-" + res.state) + ")"));
    }
    a.appendChild(foot);
    var line = stateLine(g, !!res);
    a.appendChild(el("p", { "class": "state" + (g && g.result ? " over" : ""), title: line }, line));
    return a;
  }

  function roundBoards(r) {
    var list = [], seen = {};
    var round = S.rounds[r];
    (round ? round.boards : []).forEach(function (p) { seen[p.board] = true; list.push({ n: p.board, pairing: p }); });
    for (var k in S.boards) {
      var s = S.boards[k];
      if (s.round === r && !seen[s.board]) { seen[s.board] = true; list.push({ n: s.board, pairing: null }); }
    }
    list.sort(function (a, b) { return a.n - b.n; });
    return list;
  }

  var hallPage = 0, hallTimer = null;
  var HALL_PER_PAGE = 8, HALL_SECONDS = 15;

  function renderRound(p, hall) {
    var r = shownRound();
    var round = S.rounds[r];
    var title = document.getElementById("title");
    if (r) {
      var t = T("round-n", { n: r }) + (round && round.event ? " — " + round.event : "");
      if (title) title.textContent = t;
      document.title = t;
    }
    var list = roundBoards(r);
    var grid = main.querySelector(".boards");
    var full = !grid || p["round:" + r] || p["standings:"] || grid.getAttribute("data-round") !== String(r) ||
      grid.children.length !== visible(list, hall).length;
    if (full) {
      main.textContent = "";
      if (!list.length) { main.appendChild(el("p", { "class": "empty" }, S.heard ? T("round-empty") : T("state-connecting"))); return; }
      grid = el("div", { "class": "boards", "data-round": r });
      visible(list, hall).forEach(function (item) {
        grid.appendChild(card(r, item.pairing, S.boards[key(r, item.n)], hall));
      });
      main.appendChild(grid);
      if (hall) hallLayout(grid, list);
      else roundExtras(r, round);
    } else {
      visible(list, hall).forEach(function (item, i) {
        var k = key(r, item.n);
        if (p["board:" + k] || p["result:" + k]) grid.replaceChild(card(r, item.pairing, S.boards[k], hall), grid.children[i]);
      });
    }
  }

  // The boards the page shows now: all of them, or the hall's current screenful.
  function visible(list, hall) {
    if (!hall || list.length <= HALL_PER_PAGE) return list;
    var pages = Math.ceil(list.length / HALL_PER_PAGE);
    hallPage = hallPage % pages;
    return list.slice(hallPage * HALL_PER_PAGE, (hallPage + 1) * HALL_PER_PAGE);
  }

  function hallLayout(grid, list) {
    var n = Math.min(list.length, HALL_PER_PAGE);
    var cols = n <= 4 ? n : Math.ceil(n / 2), rows = n <= 4 ? 1 : 2;
    grid.style.gridTemplateColumns = "repeat(" + cols + ", minmax(0, 1fr))";
    grid.style.gridTemplateRows = "repeat(" + rows + ", minmax(0, 1fr))";
    var pages = Math.ceil(list.length / HALL_PER_PAGE);
    if (pages > 1) {
      main.appendChild(el("p", { "class": "hall-page" }, T("hall-page", {
        from: hallPage * HALL_PER_PAGE + 1, to: Math.min(list.length, (hallPage + 1) * HALL_PER_PAGE), of: list.length })));
    }
    if (pages > 1 && !hallTimer) {
      hallTimer = setInterval(function () { hallPage++; changed("round", shownRound()); }, HALL_SECONDS * 1000);
    } else if (pages <= 1 && hallTimer) {
      clearInterval(hallTimer); hallTimer = null; hallPage = 0;
    }
  }

  // Under the round's boards: its byes and the round as PGN.
  function roundExtras(r, round) {
    if (round && round.byes && round.byes.length) {
      var p = el("p", { "class": "byes" }, T("byes") + ": " + round.byes.map(function (b) {
        return b.player + " (" + b.points + ")";
      }).join(", "));
      main.appendChild(p);
    }
    var nav = el("p", { "class": "round-links" });
    if (r > 1) nav.appendChild(el("a", { href: BASE + "round/" + (r - 1) + location.search }, "\u2190 " + T("round-n", { n: r - 1 })));
    if (round && r < round.rounds) nav.appendChild(el("a", { href: BASE + "round/" + (r + 1) + location.search }, T("round-n", { n: r + 1 }) + " \u2192"));
    nav.appendChild(el("a", { href: BASE + "round/" + r + ".pgn", download: "round-" + r + ".pgn" }, T("round-pgn")));
    main.appendChild(nav);
  }

  // ---------------------------------------------------------------- one board
  var view = { ply: null, replay: null, id: null };

  function renderBoardPage() {
    var k = key(want.round, want.board), snap = S.boards[k], g = snap && snap.game;
    var title = document.getElementById("title");
    var t = T("board-of-round", { round: want.round, board: want.board });
    if (g && g.white) t += ": " + g.white + " — " + g.black;
    if (title) title.textContent = t;
    document.title = t;
    main.textContent = "";
    if (!g) {
      // Before the desk's first snapshot: the pairing's players, if the round is known.
      var round = S.rounds[want.round], pairing = null;
      (round ? round.boards : []).forEach(function (p) { if (p.board === want.board) pairing = p; });
      if (pairing) {
        t += ": " + pairing.white + " — " + pairing.black;
        if (title) title.textContent = t;
        document.title = t;
      }
      main.appendChild(el("p", { "class": "empty" }, S.heard ? T("board-waiting") : T("state-connecting")));
      return;
    }
    if (view.id !== g.id) { view.ply = plyOfAddress(); view.id = g.id; }
    view.replay = replay(g);
    var total = g.moves.length;
    var ply = view.ply === null ? total : Math.min(view.ply, total);
    var wrap = el("div", { "class": "game" });
    var left = el("div", { "class": "viewer" });
    left.appendChild(player(g.black, "black", snap));
    var pos = view.replay ? view.replay.positions[ply] : null;
    var b = pos ? pos.board : boardOf(snap, g.width, g.height).board;
    var mv = ply > 0 ? g.moves[ply - 1] : null;
    var drawn = drawBoard(b, { last: mv ? uciSquares(mv.uci) : null, petrified: mv && mv.petrified, check: checkOf(g, mv),
      label: mv ? T("after-ply", { move: moveLabel(mv) }) : T("start") });
    drawn.setAttribute("id", "board");
    drawn.setAttribute("data-ply", ply);
    if (view.replay && !view.replay.exact) drawn.setAttribute("data-replay", "approximate");
    left.appendChild(drawn);
    left.appendChild(player(g.white, "white", snap));
    var controls = el("div", { "class": "controls" });
    [["first", "\u21E4", 0], ["prev", "\u25C0", ply - 1], ["next", "\u25B6", ply + 1], ["last", "\u21E5", null]].forEach(function (c) {
      var btn = el("button", { type: "button", "data-step": c[0], title: T("replay-" + c[0]), "aria-label": T("replay-" + c[0]) }, c[1]);
      btn.addEventListener("click", function () { go(c[2], total); });
      controls.appendChild(btn);
    });
    controls.appendChild(el("span", { "class": "caption", id: "caption" },
      view.ply === null ? T("replay-live") : (mv ? T("after-ply", { move: moveLabel(mv) }) : T("start"))));
    left.appendChild(controls);
    wrap.appendChild(left);

    var side = el("div", { "class": "side" });
    side.appendChild(el("p", { "class": "facts" }, [T("ruleset-" + g.ruleset), g.event, g.site, g.date, g.time_control ? T("time-control", { tc: g.time_control }) : ""]
      .filter(function (s) { return s; }).join(" · ")));
    var res = S.results[k];
    side.appendChild(el("p", { "class": "state" + (g.result ? " over" : "") }, stateLine(g, false)));
    if (res) side.appendChild(el("p", { "class": "score score-" + res.state }, scoreText(res.score) + " (" + T("score-" + res.state) + ")"));
    side.appendChild(el("h2", null, T("moves")));
    side.appendChild(moveList(g, ply));
    if (g.illegal && g.illegal.length) {
      side.appendChild(el("h2", null, T("illegal")));
      var ul = el("ul", { "class": "illegal" });
      g.illegal.forEach(function (a) {
        ul.appendChild(el("li", null, T("illegal-move", { ply: Math.floor((a.ply + 1) / 2), side: sideName(a.color), move: sanWritten(a.announced) })));
      });
      side.appendChild(ul);
    }
    wrap.appendChild(side);
    main.appendChild(wrap);
    var cur = main.querySelector(".moves .current");
    if (cur && cur.scrollIntoView && view.ply !== null) cur.scrollIntoView({ block: "nearest" });
    else { var ol = main.querySelector(".moves"); if (ol) ol.scrollTop = ol.scrollHeight; }
  }

  function moveList(g, ply) {
    var table = el("table", { "class": "moves", id: "moves" });
    var body = el("tbody");
    var row = null;
    g.moves.forEach(function (mv, i) {
      var n = Math.floor((mv.ply + 1) / 2);
      if (mv.color === "white" || !row) {
        row = el("tr");
        row.appendChild(el("th", null, n + "."));
        if (mv.color === "black") row.appendChild(el("td", null, "\u2026"));
        body.appendChild(row);
      }
      var td = el("td");
      var a = el("a", { href: "#ply=" + (i + 1), "data-ply": i + 1, "class": "mv" + (i + 1 === ply ? " current" : "") },
        sanWritten(mv.san) + (mv.hero ? " \u2605" : "") + (mv.petrified ? " \u25C6" : ""));
      if (mv.petrified) a.setAttribute("title", T("petrified-on", { square: mv.petrified }));
      a.addEventListener("click", function (e) { e.preventDefault(); go(i + 1, g.moves.length); });
      td.appendChild(a);
      if (mv.clock) td.appendChild(el("span", { "class": "clk" }, clockText(mv.clock[0])));
      row.appendChild(td);
      if (mv.color === "black") row = null;
    });
    table.appendChild(body);
    return table;
  }

  // The ply the address asks for (`#ply=N`), or null: follow the game.
  function plyOfAddress() {
    var m = /ply=(\d+)/.exec(location.hash);
    return m ? +m[1] : null;
  }

  // Shows ply `n` (null: follow the game as it grows), and keeps it in the address.
  function go(n, total) {
    view.ply = n === null || n >= total ? null : Math.max(0, n);
    if (history.replaceState) history.replaceState(null, "", view.ply === null ? location.pathname + location.search : "#ply=" + view.ply);
    renderBoardPage();
  }

  if (PAGE === "board") {
    window.addEventListener("hashchange", function () {
      var g = S.boards[key(want.round, want.board)];
      if (g) go(plyOfAddress(), g.game.moves.length);
    });
    document.addEventListener("keydown", function (e) {
      if (e.target && (e.target.tagName === "INPUT" || e.target.tagName === "TEXTAREA")) return;
      var g = S.boards[key(want.round, want.board)];
      if (!g) return;
      var total = g.game.moves.length, ply = view.ply === null ? total : view.ply;
      var to = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: null }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      go(to, total);
    });
  }

  // ---------------------------------------------------------------- standings
  function renderStandings() {
    main.textContent = "";
    var st = S.standings;
    var title = document.getElementById("title");
    if (st && title) { title.textContent = T("nav-standings") + " — " + st.event; document.title = title.textContent; }
    if (st) {
      main.appendChild(el("h2", null, st.after_round ? T("standings-after", { round: st.after_round, rounds: st.rounds }) : T("standings-none")));
      var table = el("table", { "class": "standings", id: "standings" });
      var head = el("tr");
      [T("col-rank"), T("col-name"), T("col-rating"), T("col-points")].concat(st.tiebreaks || []).forEach(function (h) { head.appendChild(el("th", null, h)); });
      var thead = el("thead"); thead.appendChild(head); table.appendChild(thead);
      var body = el("tbody");
      st.rows.forEach(function (row) {
        var tr = el("tr");
        [row.rank, (row.no ? row.no + ". " : "") + row.name, row.rating || "", row.points].concat(row.tiebreaks || [])
          .forEach(function (v, i) { tr.appendChild(el(i === 1 ? "th" : "td", i === 1 ? { scope: "row" } : null, String(v))); });
        body.appendChild(tr);
      });
      table.appendChild(body);
      main.appendChild(table);
    }
    var r = S.current || shownRound(), round = S.rounds[r];
    if (round) {
      main.appendChild(el("h2", null, T("pairing-of", { n: r })));
      var pt = el("table", { "class": "pairing", id: "pairing" });
      var ph = el("tr");
      [T("col-board"), T("col-white"), T("col-black"), T("col-result")].forEach(function (h) { ph.appendChild(el("th", null, h)); });
      var pthead = el("thead"); pthead.appendChild(ph); pt.appendChild(pthead);
      var pb = el("tbody");
      round.boards.forEach(function (p) {
        var tr = el("tr");
        var link = el("a", { href: BASE + "board/" + r + "/" + p.board + location.search }, String(p.board));
        var td0 = el("td"); td0.appendChild(link); tr.appendChild(td0);
        tr.appendChild(el("td", null, (p.white_no ? p.white_no + ". " : "") + p.white));
        tr.appendChild(el("td", null, (p.black_no ? p.black_no + ". " : "") + p.black));
        var res = S.results[key(r, p.board)] || p.result;
        tr.appendChild(el("td", { "class": res ? "score score-" + res.state : "" }, res ? scoreText(res.score) + " (" + T("score-" + res.state) + ")" : ""));
        pb.appendChild(tr);
      });
      (round.byes || []).forEach(function (b) {
        var tr = el("tr", { "class": "bye" });
        tr.appendChild(el("td", null, "\u2014"));
        tr.appendChild(el("td", null, (b.no ? b.no + ". " : "") + b.player));
        tr.appendChild(el("td", null, T("bye")));
        tr.appendChild(el("td", null, b.points));
        pb.appendChild(tr);
      });
      pt.appendChild(pb);
      main.appendChild(pt);
    }
    if (!st && !round) main.appendChild(el("p", { "class": "empty" }, S.heard ? T("standings-none") : T("state-connecting")));
  }

  // ---------------------------------------------------------------- start
  if (PAGE && main) {
    setStatus("connecting");
    start();
  }
})();
