//! The Russian sentence of every refusal says what the English one says (same squares, same ruling).

use super::*;

#[test]
fn the_russian_check_catches_english_words_missing_squares_and_a_wrong_ruling() {
    let en = "rook d4 cannot reach d9: Black's bastion on d7 stops the line (R10)";
    lang_check::same_ruling("R10", en, "ладья d4 не может дойти до d9: бастион чёрных на d7 перекрывает линию (R10)");
    for bad in [
        "rook d4 cannot reach d9: бастион чёрных на d7 (R10)",
        "ладья d4 не может дойти до d9: бастион чёрных перекрывает линию (R10)",
        "ладья d4 не может дойти до d9: бастион чёрных на d7 перекрывает линию (R16)",
        "",
    ] {
        let caught = std::panic::catch_unwind(|| lang_check::same_ruling("R10", en, bad));
        assert!(caught.is_err(), "accepted: {bad}");
    }
}

#[test]
fn russian_rulings_read_as_russian_chess() {
    let p = pos("4k3/8/8/8/x7/8/8/R3K3 w - - 0 1");
    let e = p.check_move(UciMove::parse("a1a4").unwrap()).unwrap_err();
    assert_eq!(
        victoria_rules::i18n::Words::words(&e, victoria_words::Lang::Ru),
        "ладья на a1 не может пойти на a4: там бастион чёрных, а на бастион не встаёт ни одна фигура (R9)"
    );
    assert_eq!(victoria_rules::i18n::Words::words(&e, victoria_words::Lang::En), e.to_string());
}
