//! The live event's snapshot as the hub reads it from the network: any bytes are refused with a
//! reason (too large, not an envelope, a bad signature, the wrong kind, a bad body) or read into
//! a snapshot that signs and reads back to itself. The same bytes, when they are JSON, are also
//! signed as a snapshot's body, so mutated bodies get past the signature
//! (`victoria_live::fuzzing::live_envelope`, which the regular tests feed damaged envelopes).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    victoria_live::fuzzing::live_envelope(data);
});
