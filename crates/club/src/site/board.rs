//! The board as SVG: the squares and their names drawn once, and a layer of pieces, bastions
//! and monuments that the page's script redraws for each ply with the same geometry (a square
//! is 10 units; rank 1 at the bottom). Every piece carries `data-sq` and `data-p` (its FEN
//! letter), so a test or a screen reader can tell what stands where.

use super::html::esc;
use std::fmt::Write;
use victoria_rules::vfen::write_placement;
use victoria_rules::{AnyGame, Cell, Color, Role, Setup, Square, markers};

/// What stands on the board at one moment, as the public may see it (no reserves).
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    pub width: u8,
    pub height: u8,
    /// FEN placement: ranks from the top, `X`/`x` bastions, `*` monuments.
    pub placement: String,
    /// Hero pawns (R20).
    pub heroes: Vec<String>,
    /// The move that led here, from and to.
    pub last: Option<(String, String)>,
}

impl Snapshot {
    /// The public picture of `game` now (its last move highlighted): the placement written by
    /// the engine's VFEN writer straight from the board, and the hero pawns (what the VFEN's
    /// first field and `hero:` token say, without writing the hidden fields).
    pub fn of(game: &AnyGame) -> Snapshot {
        let (width, height) = (game.width(), game.height());
        let mut placement = String::with_capacity(2 * width as usize * height as usize / 3 + 16);
        let heroes = match game.victoria_position() {
            Some(p) => {
                write_placement(&mut placement, width, height, |sq| p.cell(sq));
                p.heroes().iter().map(|s| s.to_string()).collect()
            }
            None => {
                write_placement(&mut placement, width, height, |sq| game.cell(sq));
                Vec::new()
            }
        };
        let last = game.moves().last().map(|m| (m.from.to_string(), m.to.to_string()));
        Snapshot { width, height, placement, heroes, last }
    }

    /// The cells, `cells[rank][file]`, read back from the placement by the engine's VFEN
    /// reader (none when the placement does not read, which the engine's own never is).
    pub fn cells(&self) -> Vec<Vec<Cell>> {
        let Ok(setup) = Setup::from_vfen(&self.placement) else { return Vec::new() };
        (0..setup.height)
            .map(|rank| (0..setup.width).map(|file| setup.cell(Square::new(file, rank))).collect())
            .collect()
    }
}

/// The glyph drawn for a role (the solid set; colour comes from the style).
pub fn glyph(role: Role) -> char {
    match role {
        Role::King => '♚',
        Role::Queen => '♛',
        Role::Rook => '♜',
        Role::Bishop => '♝',
        Role::Knight => '♞',
        Role::Pawn => '♟',
    }
}

/// The whole board: squares, names and the layer for `snap`; `label` is its alt text.
pub fn svg(snap: &Snapshot, label: &str, id: &str) -> String {
    let mut s = String::with_capacity(4096);
    write_svg(&mut s, snap, label, id);
    s
}

/// [`svg`] written onto `s`.
pub fn write_svg(s: &mut String, snap: &Snapshot, label: &str, id: &str) {
    let (w, h) = (snap.width as u32, snap.height as u32);
    let _ = write!(
        s,
        "<svg class=\"board\" id=\"{id}\" role=\"img\" aria-label=\"{}\" viewBox=\"-6 0 {} {}\" data-w=\"{w}\" data-h=\"{h}\">",
        esc(label),
        w * 10 + 6,
        h * 10 + 6
    );
    // The squares: one checkered pattern (a1 dark), so a page stays small.
    let _ = write!(
        s,
        "<defs><pattern id=\"{id}-chk\" width=\"20\" height=\"20\" patternUnits=\"userSpaceOnUse\" y=\"{}\">\
         <rect width=\"20\" height=\"20\" class=\"sq-l\"/><rect width=\"10\" height=\"10\" class=\"sq-d\"/>\
         <rect x=\"10\" y=\"10\" width=\"10\" height=\"10\" class=\"sq-d\"/></pattern>",
        if h % 2 == 0 { 10 } else { 0 }
    );
    // The walls' markers (E11), once: the layer (and the page's script) places copies.
    for (letter, cell) in MARKERS {
        let _ = write!(
            s,
            "<g id=\"{}\">{}</g>",
            marker_id(id, letter),
            markers::of(cell).map(|m| markers::svg(&m, 0.0, 0.0, 10.0)).unwrap_or_default()
        );
    }
    s.push_str("</defs>");
    let _ =
        write!(s, "<g class=\"squares\"><rect width=\"{}\" height=\"{}\" fill=\"url(#{id}-chk)\"/>", w * 10, h * 10);
    s.push_str("</g><g class=\"names\">");
    for file in 0..w {
        let name = Square::new(file as u8, 0).file_char();
        let _ = write!(s, "<text x=\"{}\" y=\"{}\">{name}</text>", file * 10 + 5, h * 10 + 4.5 as u32);
    }
    for rank in 0..h {
        let _ = write!(s, "<text x=\"-3\" y=\"{}\">{}</text>", (h - 1 - rank) * 10 + 6, rank + 1);
    }
    s.push_str("</g>");
    write_layer(s, snap, id);
    s.push_str("</svg>");
}

/// The walls' FEN letters and cells: a White bastion, a Black bastion, a monument.
const MARKERS: [(char, Cell); 3] =
    [('X', Cell::Bastion(Color::White)), ('x', Cell::Bastion(Color::Black)), ('*', Cell::Monument)];

/// The id of the marker template of the wall `letter` (`X`, `x`, `*`) on the board `board`; the
/// page's script builds the same (`board-mk-X`, `board-mk-x`, `board-mk-m`).
pub fn marker_id(board: &str, letter: char) -> String {
    format!("{board}-mk-{}", if letter == '*' { 'm' } else { letter })
}

/// The layer of pieces, walls, heroes and the last move of the board `id` (the script builds
/// the same).
pub fn layer(snap: &Snapshot, id: &str) -> String {
    let mut s = String::with_capacity(2048);
    write_layer(&mut s, snap, id);
    s
}

/// [`layer`] written onto `s`.
fn write_layer(s: &mut String, snap: &Snapshot, id: &str) {
    let h = snap.height as u32;
    s.push_str("<g class=\"layer\">");
    if let Some((from, to)) = &snap.last {
        for sq in [from, to] {
            if let Some((sq, _)) = Square::parse_prefix(sq) {
                let _ = write!(
                    s,
                    "<rect class=\"last\" x=\"{}\" y=\"{}\" width=\"10\" height=\"10\"/>",
                    sq.file() as u32 * 10,
                    (h - 1 - sq.rank() as u32) * 10
                );
            }
        }
    }
    for (rank, row) in snap.cells().iter().enumerate() {
        for (file, cell) in row.iter().enumerate() {
            let sq = Square::new(file as u8, rank as u8);
            let (x, y) = (file as u32 * 10, (h - 1 - rank as u32) * 10);
            let _ = match cell {
                Cell::Empty => Ok(()),
                Cell::Bastion(_) | Cell::Monument => {
                    let letter = match cell {
                        Cell::Bastion(Color::White) => 'X',
                        Cell::Bastion(Color::Black) => 'x',
                        _ => '*',
                    };
                    write!(
                        s,
                        "<use class=\"wall\" href=\"#{}\" data-sq=\"{sq}\" data-p=\"{letter}\" x=\"{x}\" y=\"{y}\"/>",
                        marker_id(id, letter)
                    )
                }
                Cell::Piece(p) => {
                    let letter = p.char();
                    let _ = write!(
                        s,
                        "<text class=\"pc pc-{}\" data-sq=\"{sq}\" data-p=\"{letter}\" x=\"{}\" y=\"{}\">{}</text>",
                        if p.color == Color::White { "w" } else { "b" },
                        x + 5,
                        y + 8,
                        glyph(p.role)
                    );
                    if snap.heroes.iter().any(|h| *h == sq.to_string()) {
                        let _ = write!(s, "<text class=\"hero\" x=\"{}\" y=\"{}\">★</text>", x + 8, y + 3);
                    }
                    Ok(())
                }
            };
        }
    }
    s.push_str("</g>");
}

#[cfg(test)]
mod tests {
    use super::*;
    use victoria_rules::Rules;

    #[test]
    fn the_placement_reads_back_with_walls_and_two_digit_runs() {
        let snap = Snapshot {
            width: 12,
            height: 5,
            placement: "k11/12/2X7x*/12/K10P".into(),
            heroes: vec!["l1".into()],
            last: None,
        };
        let cells = snap.cells();
        assert_eq!(cells.len(), 5);
        assert!(cells.iter().all(|r| r.len() == 12));
        assert_eq!(cells[2][2], Cell::Bastion(Color::White));
        assert_eq!(cells[2][11], Cell::Monument);
        assert_eq!(cells[2][10], Cell::Bastion(Color::Black));
        assert_eq!(cells[0][11].piece().map(|p| p.role), Some(Role::Pawn));
        let svg = layer(&snap, "b");
        assert!(svg.contains("data-sq=\"l1\" data-p=\"P\""), "{svg}");
        assert!(svg.contains("data-sq=\"a5\" data-p=\"k\""), "{svg}");
        assert!(svg.contains("data-sq=\"c3\" data-p=\"X\""), "{svg}");
        assert!(svg.contains("★"));
    }

    #[test]
    fn a_game_gives_its_last_move_and_no_reserve() {
        let mut g =
            AnyGame::new("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Rules::classical()).unwrap();
        let m = g.legal_moves().into_iter().find(|m| m.to.to_string() == "e4").unwrap();
        g.play(&m).unwrap();
        let snap = Snapshot::of(&g);
        assert_eq!(snap.placement, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
        assert_eq!(snap.last, Some(("e2".into(), "e4".into())));
        let svg = svg(&snap, "board", "b");
        assert!(svg.contains("data-sq=\"e4\" data-p=\"P\""));
        assert!(!svg.contains("data-sq=\"e2\" data-p"));
    }
}
