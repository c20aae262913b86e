//! The club's site (issue 14): written from the sample games, self-contained (no outside URL),
//! small pages, public facts only, and rendered by a real headless Chromium: the board at
//! `#ply=N` holds the engine's pieces on the engine's squares, and the arrow keys step.

use std::path::{Path, PathBuf};
use std::process::Command;
use victoria_club::Thresholds;
use victoria_club::site::{game, page_name, write_site};
use victoria_record::GameRecord;

fn samples() -> PathBuf {
    victoria_testkit::repo().join("sample_games")
}

fn temp(name: &str) -> PathBuf {
    victoria_testkit::temp_dir(&format!("site-{name}"))
}

fn records() -> Vec<(PathBuf, GameRecord)> {
    let mut v: Vec<_> = std::fs::read_dir(samples())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| {
            let rec = victoria_club::scan::load_record(&p).unwrap();
            (p, rec)
        })
        .collect();
    v.sort_by(|a, b| a.0.cmp(&b.0));
    v
}

fn site(name: &str) -> PathBuf {
    let out = temp(name);
    let w = write_site(&samples(), &out, &Thresholds::default(), &|_| {}).unwrap();
    assert!(w.skipped.is_empty(), "{:?}", w.skipped);
    out
}

/// The site reports what it wrote (issue 39): every game page, the club's and those of its
/// tournaments (it said "10 game pages" after writing 25 and a tournament page), and the
/// tournament pages apart; and the report's line says those numbers in both languages.
#[test]
fn the_site_counts_every_page_it_writes() {
    let out = temp("count");
    let w = write_site(&samples(), &out, &Thresholds::default(), &|_| {}).unwrap();
    let html = |dir: &Path| walk(dir).into_iter().filter(|p| p.extension().is_some_and(|x| x == "html")).count();
    let games = html(&out.join("games"));
    let tournaments = html(&out.join("tournaments"));
    assert_eq!(games, 25, "the samples are 10 games and a tournament of 15");
    assert_eq!((w.pages, w.tournaments), (games, tournaments));
    assert_eq!(tournaments, 1);
}

#[test]
fn every_sample_has_a_small_self_contained_page_linked_from_the_index() {
    let out = site("links");
    let index = std::fs::read_to_string(out.join("index.html")).unwrap();
    for (file, rec) in records() {
        let name = page_name(&file);
        let page = std::fs::read_to_string(out.join("games").join(&name)).unwrap();
        assert!(index.contains(&format!("href=\"games/{name}\"")), "index lacks {name}");
        assert!(page.len() < 100_000, "{name} is {} bytes", page.len());
        assert!(page.contains(&game::players(&rec).replace('\'', "&#39;")), "{name}");
        // Both languages are on the page, one shown at a time.
        assert!(page.contains("<span lang=\"ru\">") && page.contains("<span lang=\"en\">"), "{name}");
    }
    for entry in walk(&out) {
        // Pages, style and script (the font and its licence are not read by the browser as links).
        if !entry.extension().is_some_and(|x| x == "html" || x == "css" || x == "js") {
            continue;
        }
        let text = std::fs::read_to_string(&entry).unwrap();
        for outside in ["http://", "https://", "src=\"//", "href=\"//", "url(//"] {
            assert!(!text.contains(outside), "{} names an outside URL ({outside})", entry.display());
        }
    }
    assert!(out.join("site.js").is_file() && out.join("site.css").is_file() && out.join("DejaVuSans.ttf").is_file());
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() { out.extend(walk(&p)) } else { out.push(p) }
    }
    out
}

#[test]
fn a_game_in_progress_shows_no_reserve() {
    let (_, mut rec) = records().into_iter().find(|(_, r)| r.rules.options.reserve && r.result.is_some()).unwrap();
    let finished = game::page_html(&rec, None).unwrap();
    rec.result = None;
    let running = game::page_html(&rec, None).unwrap();
    assert!(!running.contains("class=\"reserves\""));
    assert!(running.contains("class=\"secret\""));
    assert!(finished.contains("class=\"reserves\""));
    for page in [&finished, &running] {
        assert!(!page.contains("reserve:"), "a reserve token reached the page");
    }
}

/// The pieces of the board layer in a rendered DOM: (square, FEN letter).
fn pieces_in(dom: &str) -> Vec<(String, String)> {
    let layer = &dom[dom.find("class=\"layer\"").expect("the board has its layer")..];
    let layer = &layer[..layer.find("</g>").unwrap_or(layer.len())];
    let mut out = Vec::new();
    let mut rest = layer;
    while let Some(i) = rest.find("data-sq=\"") {
        rest = &rest[i + 9..];
        let sq = rest[..rest.find('"').unwrap()].to_string();
        let p = rest.find("data-p=\"").unwrap();
        let letter = rest[p + 8..p + 8 + rest[p + 8..].find('"').unwrap()].to_string();
        out.push((sq, letter));
    }
    out.sort();
    out
}

fn chromium() -> String {
    for c in ["chromium", "chromium-browser", "google-chrome"] {
        if Command::new(c).arg("--version").output().is_ok_and(|o| o.status.success()) {
            return c.to_string();
        }
    }
    panic!("no Chromium: the README's test command (bash scripts/test) installs the Debian package `chromium`");
}

fn dump_dom(url: &str) -> String {
    let out = Command::new(chromium())
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--allow-file-access-from-files",
            "--virtual-time-budget=3000",
            "--dump-dom",
            url,
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "chromium failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn chromium_shows_the_engines_position_at_ply_six_and_the_arrow_keys_step() {
    let out = site("chromium");
    let (file, rec) = records().into_iter().find(|(_, r)| r.moves.len() > 8 && r.width == 12).unwrap();
    let page = out.join("games").join(page_name(&file));
    let snaps = game::snapshots(&rec).unwrap();
    let expected = |ply: usize| {
        let mut v = Vec::new();
        for (rank, row) in snaps[ply].cells().iter().enumerate() {
            for (f, cell) in row.iter().enumerate() {
                let sq = victoria_rules::Square::new(f as u8, rank as u8).to_string();
                let letter = match cell {
                    victoria_rules::Cell::Empty => continue,
                    victoria_rules::Cell::Piece(p) => p.char().to_string(),
                    victoria_rules::Cell::Bastion(victoria_rules::Color::White) => "X".into(),
                    victoria_rules::Cell::Bastion(victoria_rules::Color::Black) => "x".into(),
                    victoria_rules::Cell::Monument => "*".into(),
                };
                v.push((sq, letter));
            }
        }
        v.sort();
        v
    };
    let url = format!("file://{}#ply=6", page.display());
    let dom = dump_dom(&url);
    assert!(dom.contains("data-ply=\"6\""), "the board is not at ply 6");
    assert_eq!(pieces_in(&dom), expected(6));
    assert_ne!(expected(6), expected(rec.moves.len()), "ply 6 must differ from the final position for this test");

    // Arrow keys: a page that holds the game in a frame presses → twice and ← once, then
    // writes down the ply the board shows and its pieces.
    let harness = out.join("harness.html");
    std::fs::write(
        &harness,
        format!(
            "<!DOCTYPE html><html><body><iframe id=\"f\" src=\"games/{}#ply=6\"></iframe><pre id=\"out\"></pre><script>\n\
             var f = document.getElementById('f');\n\
             f.onload = function () {{\n\
               var d = f.contentDocument, w = f.contentWindow;\n\
               ['ArrowRight', 'ArrowRight', 'ArrowLeft'].forEach(function (k) {{\n\
                 d.dispatchEvent(new w.KeyboardEvent('keydown', {{ key: k, bubbles: true }}));\n\
               }});\n\
               var b = d.getElementById('board');\n\
               document.getElementById('out').textContent = 'ply=' + b.getAttribute('data-ply') + ' hash=' + w.location.hash;\n\
               document.getElementById('out').setAttribute('data-layer', b.querySelector('.layer').outerHTML);\n\
             }};\n</script></body></html>",
            page_name(&file)
        ),
    )
    .unwrap();
    let dom = dump_dom(&format!("file://{}", harness.display()));
    assert!(
        dom.contains("ply=7 hash=#ply=7"),
        "the arrow keys did not step: {}",
        &dom[dom.find("<pre").unwrap_or(0)..]
    );
    let layer = dom[dom.find("data-layer=\"").unwrap() + 12..]
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"");
    assert_eq!(pieces_in(&layer), expected(7));
}

/// Files the site leaves out keep their facts (issue 10): a move that does not replay is the
/// ply, the move and its ruling, an empty file is empty; the command line words them in its
/// `--lang`, from the catalogue, and the page of the good record is still written.
#[test]
fn skipped_files_are_facts_worded_in_the_commands_language() {
    use victoria_club::SkipReason;
    use victoria_club::i18n::Words;
    use victoria_record::ReplayError;
    use victoria_words::Lang;
    let dir = temp("skips");
    let (_, rec) = records().into_iter().find(|(_, r)| r.moves.len() > 2 && r.width == 12).unwrap();
    std::fs::write(dir.join("a_good.json"), rec.to_json()).unwrap();
    let mut broken = rec.clone();
    broken.moves[1].uci = "a1a5".into();
    std::fs::write(dir.join("b_illegal.json"), broken.to_json()).unwrap();
    std::fs::write(dir.join("c_empty.json"), "").unwrap();
    let out = temp("skips-out");
    let w = write_site(&dir, &out, &Thresholds::default(), &|_| {}).unwrap();
    assert_eq!(w.pages, 1);
    assert_eq!(w.skipped.len(), 2, "{:?}", w.skipped);
    assert_eq!(w.skipped[0].path.file_name().unwrap(), "b_illegal.json");
    let SkipReason::Replay(ReplayError::Illegal { ply, uci, .. }) = &w.skipped[0].reason else {
        panic!("{:?}", w.skipped[0].reason)
    };
    assert_eq!((*ply, uci.as_str()), (2, "a1a5"));
    assert_eq!(w.skipped[1].reason, SkipReason::Empty);
    assert!(out.join("games").join("a_good.html").is_file());
    // The bare page builder refuses the same record with the same fact.
    assert!(matches!(game::page_html(&broken, None), Err(ReplayError::Illegal { ply: 2, .. })));

    for (lang, code) in [(Lang::Ru, "ru"), (Lang::En, "en")] {
        let cli_out = temp(&format!("skips-cli-{code}"));
        let (status, _, stderr) = victoria_testkit::cli::run(&[
            "--lang",
            code,
            "site",
            dir.to_str().unwrap(),
            "-o",
            cli_out.to_str().unwrap(),
            "--quiet",
        ]);
        assert_eq!(status, 1, "{stderr}");
        for s in &w.skipped {
            assert!(stderr.contains(&s.reason.words(lang)), "{code}: {stderr}");
        }
        let cyrillic = stderr.chars().any(|c| ('а'..='я').contains(&c));
        assert_eq!(cyrillic, lang == Lang::Ru, "{code}: {stderr}");
        assert!(stderr.contains("a1a5"), "{stderr}");
    }
    // A folder that cannot be read is worded in the command's language too.
    let (status, _, stderr) = victoria_testkit::cli::run(&[
        "--lang",
        "ru",
        "site",
        dir.join("missing").to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--quiet",
    ]);
    assert_eq!(status, 2, "{stderr}");
    assert!(stderr.contains("не удаётся прочитать папку"), "{stderr}");
}

/// Every file of a folder, by its path inside it, with its bytes.
fn files_of(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut v: Vec<_> = walk(dir)
        .into_iter()
        .map(|p| (p.strip_prefix(dir).unwrap().to_path_buf(), std::fs::read(&p).unwrap()))
        .collect();
    v.sort();
    v
}

/// The pages are written on every core, yet a site is the same bytes every time it is built:
/// into two fresh folders, and again into a folder that already holds a site (a page grown
/// longer, another emptied: each is overwritten with exactly the new page).
#[test]
fn building_the_same_folder_twice_gives_the_same_bytes() {
    let (a, b) = (site("twice-a"), site("twice-b"));
    let first = files_of(&a);
    // The games, the index, style, script, font and licence; the sample tournament's page and
    // its 15 games.
    assert_eq!(first.len(), records().len() + 5 + 1 + 15, "{:?}", first.iter().map(|f| &f.0).collect::<Vec<_>>());
    assert!(first == files_of(&b), "two builds of the same folder differ");
    let games = a.join("games");
    let pages: Vec<PathBuf> = walk(&games);
    let mut longer = std::fs::read(&pages[0]).unwrap();
    longer.extend_from_slice(&[b'x'; 300_000]);
    std::fs::write(&pages[0], longer).unwrap();
    std::fs::write(&pages[1], "").unwrap();
    write_site(&samples(), &a, &Thresholds::default(), &|_| {}).unwrap();
    assert!(first == files_of(&a), "a site built again over an old one differs");
}

/// The sample tournament (`sample_games/tournament/`) has its page: linked from the index, its
/// crosstable in standings order with a link from every played cell to that game's page (which
/// exists), and Chromium shows the crosstable with every player.
#[test]
fn the_sample_tournament_has_a_page_with_its_crosstable_linking_to_each_game() {
    let out = site("tournament");
    let index = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(index.contains("href=\"tournaments/tournament/index.html\""), "the index does not link the tournament");
    let page_path = out.join("tournaments/tournament/index.html");
    let page = std::fs::read_to_string(&page_path).unwrap();
    let dir = samples().join("tournament");
    let t = victoria_tournament::Folder::open(&dir).unwrap().0.tournament().clone();
    let cross = &page[page.find("id=\"crosstable\"").unwrap()..];
    let cross = &cross[..cross.find("</table>").unwrap()];
    let rows: Vec<&str> = cross.split("<tr>").skip(2).collect();
    let want = victoria_tournament::prints::crosstable(&t);
    assert_eq!(rows.len(), want.len());
    for (row, c) in rows.iter().zip(&want) {
        assert!(row.contains(&format!("<td>{}</td>", c.name)), "{} out of order: {row}", c.name);
        assert_eq!(row.matches("<a href=").count(), t.played.len(), "every game of {} is linked", c.name);
    }
    // Every link of the page resolves to a file of the site.
    let mut links = 0;
    for part in page.split("href=\"").skip(1) {
        let href = &part[..part.find('"').unwrap()];
        let target = page_path.parent().unwrap().join(href);
        assert!(target.is_file(), "{href} does not resolve");
        links += 1;
    }
    assert!(links > 2 * 15, "{links} links");
    let dom = dump_dom(&format!("file://{}", page_path.display()));
    let shown = &dom[dom.find("id=\"crosstable\"").expect("Chromium drew the crosstable")..];
    for p in &t.players {
        assert!(shown.contains(&p.name), "{} missing from the crosstable Chromium drew", p.name);
    }
}

/// A tournament's page says after which round its standings are (the last round with all its
/// results, not one paired and unplayed) and names each tie-break in both languages.
#[test]
fn a_tournament_page_says_after_which_round_and_names_the_tie_breaks() {
    use victoria_tournament::*;
    let mut t = Tournament::new("Open", "classical", 3, PairingSystem::Swiss { baku_acceleration: false });
    t.tie_breaks = vec![TieBreak::Buchholz { cut: 1 }, TieBreak::SonnebornBerger];
    for k in 1..=4 {
        t.apply(&Action::AddPlayer { player: Player::new(k, format!("P{k}")) }).unwrap();
    }
    let round = pair_next(&t).unwrap();
    t.apply(&Action::PairRound { round }).unwrap();
    for b in 1..=2 {
        t.apply(&Action::SetResult { round: 1, board: b, result: Some(GameResult::WhiteWins), by_count: false })
            .unwrap();
    }
    let round = pair_next(&t).unwrap();
    t.apply(&Action::PairRound { round }).unwrap();
    let body = victoria_club::site::tournament::page_body(&t, &Default::default());
    assert!(body.contains("Standings after round 1") && body.contains("Положение после 1-го тура"), "{body}");
    assert!(body.contains("1 of 3 rounds played"), "{body}");
    assert!(body.contains("<dt>BH/C1</dt>") && body.contains("Buchholz without the lowest result"), "{body}");
    assert!(body.contains("Коэффициент Зоннеборна"), "{body}");
}

/// E11 (issue 39: the site drew walls unlike the app): a game page's bastions and monuments are
/// copies of templates that are the shared rule's shapes (`victoria_rules::markers`, which the
/// screen and the sheet paint too), both in the page as written and in the board Chromium
/// shows after the page's script has redrawn it.
#[test]
fn the_site_draws_walls_by_the_rule_the_screen_and_the_sheet_use() {
    use victoria_club::site::board::marker_id;
    use victoria_rules::{Cell, Color, markers};
    let out = site("walls");
    let (file, rec) = records().into_iter().find(|(f, _)| f.to_string_lossy().contains("petrification")).unwrap();
    let page_path = out.join("games").join(page_name(&file));
    let page = std::fs::read_to_string(&page_path).unwrap();
    for (letter, cell) in
        [('X', Cell::Bastion(Color::White)), ('x', Cell::Bastion(Color::Black)), ('*', Cell::Monument)]
    {
        let template = format!(
            "<g id=\"{}\">{}</g>",
            marker_id("board", letter),
            markers::svg(&markers::of(cell).unwrap(), 0.0, 0.0, 10.0)
        );
        assert!(page.contains(&template), "the page lacks the shared marker {letter}: {template}");
    }
    // The final position has both kinds of wall; in the rendered board each is a copy of its
    // template, on its square.
    let last = rec.moves.len();
    let dom = dump_dom(&format!("file://{}#ply={last}", page_path.display()));
    let walls: Vec<(String, String)> =
        pieces_in(&dom).into_iter().filter(|(_, p)| p == "X" || p == "x" || p == "*").collect();
    assert!(walls.iter().any(|(_, p)| p == "*") && walls.iter().any(|(_, p)| p == "X"), "{walls:?}");
    for (sq, p) in &walls {
        let id = marker_id("board", p.chars().next().unwrap());
        assert!(
            dom.contains(&format!("<use class=\"wall\" href=\"#{id}\" data-sq=\"{sq}\" data-p=\"{p}\"")),
            "{sq} ({p}) is not a copy of {id}"
        );
    }
    assert!(!dom.contains("class=\"bastion") && !dom.contains("class=\"monument"), "a wall of the site's own");
}
