//! Schemes: any text, read for either side under open and hidden reserves, is refused with its
//! problems listed (in both languages) or accepted; an accepted scheme's typed form reads back
//! to the same canonical text, and its canonical text reads back to itself.
#![no_main]

use libfuzzer_sys::fuzz_target;
use victoria_record::Scheme;
use victoria_rules::i18n::Words;
use victoria_rules::{Color, Options};
use victoria_words::Lang;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let mut open = Options::default();
    open.set_pair("reserve_visibility=open").unwrap();
    for options in [Options::default(), open] {
        for color in Color::ALL {
            match Scheme::parse_valid(color, text, &options, 12, 12) {
                Ok(s) => {
                    let canonical = s.canonical_text();
                    let again =
                        Scheme::parse_valid(color, &s.typed(), &options, 12, 12).expect("typed form reads back");
                    assert_eq!(again.canonical_text(), canonical);
                    let back = Scheme::from_canonical(&canonical).expect("canonical text reads back");
                    assert_eq!(back.canonical_text(), canonical);
                }
                Err(e) => {
                    assert!(!e.0.is_empty());
                    let _ = (e.words(Lang::En), e.words(Lang::Ru));
                }
            }
        }
    }
    let _ = Scheme::from_canonical(text);
});
