//! The flags the screens show for a Synthesis position (regimes, escapes, check, both kings in
//! check, a captured king with its reply, the pawn mandate), in English and Russian.

use crate::support::synthesis as synthesis_util;
use synthesis_util::*;
use victoria_rules::Color;
use victoria_rules::i18n::Words;
use victoria_rules::synthesis::{Flag, Regime};
use victoria_words::Lang;

fn en(fen: &str) -> Vec<String> {
    pos(fen).flags().iter().map(|f| f.words(Lang::En)).collect()
}

#[test]
fn flags_show_regimes_escapes_checks_and_the_mandate() {
    assert_eq!(
        en("4k3/8/8/3p4/4P3/8/8/3QK3 w - - 0 1"),
        ["White: regime A (home)", "Black: regime A (home)", "pawn capture mandatory (S8): e4xd5"]
    );
    assert_eq!(
        en("4k3/4r3/8/8/8/8/7R/4K3 w - - 0 1 queen:xaway,xhome escapes:w=5"),
        ["White: regime C (queenless)", "Black: regime A (home)", "White: 5 escapes left", "White is in check"]
    );
    assert_eq!(
        en("R3k3/8/8/8/4r3/8/8/4K3 w - - 0 1"),
        [
            "White: regime A (home)",
            "Black: regime A (home)",
            "White is in check",
            "both kings in check: capture or attack (S23)"
        ]
    );
    let mut p = pos("R3k3/8/8/8/8/8/8/4K2r w - - 0 1");
    play(&mut p, &["a8e8"]);
    assert_eq!(p.flags().last(), Some(&Flag::KingCaptured { color: Color::Black, reply: true }));
    assert_eq!(
        p.flags().last().unwrap().words(Lang::Ru),
        "король чёрных взят: один ответный ход — взятие короля противника (S27)"
    );
    let ru: Vec<String> = pos("4k3/8/8/8/8/7Q/8/4K2R w - - 0 1").flags().iter().map(|f| f.words(Lang::Ru)).collect();
    assert_eq!(ru, ["Белые: режим B (день и ночь)", "Чёрные: режим A (ферзь дома)"]);
    assert_eq!(Regime::D.words(Lang::Ru), "классика");
}
