//! What the fuzz target `live_envelope` runs on each input (`fuzz/fuzz_targets/live_envelope.rs`),
//! here so that the regular tests feed it damaged envelopes too: any bytes are refused with a
//! reason or read as a signed envelope whose snapshot, if it is one, signs and reads back to
//! itself; the same bytes, when they are JSON, signed as a snapshot's body by a key of the test
//! (so that they get past the signature) are refused as a body or read into a snapshot that
//! does the same. Never a panic.

use crate::envelope::Envelope;
use crate::join::SNAPSHOT;
use crate::snapshot::Snapshot;
use victoria_record::sign::ArbiterKey;

/// Reads `data` as the hub reads a posted snapshot, then as a signed body. Panics only on a
/// broken promise (a read snapshot that does not read back to itself).
pub fn live_envelope(data: &[u8]) {
    if let Ok(e) = Envelope::read(data) {
        let _ = e.to_json();
        if let Ok(s) = e.open::<Snapshot>(SNAPSHOT) {
            round_trip(&s);
        }
    }
    let Ok(value) = serde_json::from_slice::<serde_json::Value>(data) else { return };
    let key = ArbiterKey::from_secret([0x5a; 32]);
    let sealed = Envelope::seal(SNAPSHOT, &value, &key);
    let read = Envelope::read(sealed.to_json().as_bytes());
    let Ok(e) = read else { return }; // larger than accepted once signed
    if let Ok(s) = e.open::<Snapshot>(SNAPSHOT) {
        round_trip(&s);
    }
}

fn round_trip(s: &Snapshot) {
    let key = ArbiterKey::from_secret([0xa5; 32]);
    let e = Envelope::seal(SNAPSHOT, s, &key);
    let again = Envelope::read(e.to_json().as_bytes()).and_then(|e| e.open::<Snapshot>(SNAPSHOT));
    if let Ok(again) = again {
        assert_eq!(&again, s, "a snapshot signs and reads back to itself");
    }
}
