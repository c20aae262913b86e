# The arbiter's seal over a record and its check (crates/record/src/sign.rs).

## `verify`'s verdict: its first line and each changed part's line are read alone (sentences)
# ($digest: the record's SHA-256 now; $key: the sealing key; $sealed: the digest the seal was
# made over).
verify-intact = Intact: SHA-256 { $digest }, sealed by the arbiter's key { $key }.
verify-unsealed = Not sealed: the record carries no arbiter's seal, so nothing can be verified (SHA-256 { $digest }).
verify-bad-seal = Not intact: the arbiter's seal is not valid: { $reason ->
    [key-not-hex] its public key is not 64 hex digits
    [key-invalid] its public key is not a valid Ed25519 key
    [signature-not-hex] its signature is not 128 hex digits
   *[mismatch] the signature does not match the sealed digest and parts (the seal was altered)
}.
verify-changed = Not intact: the record's SHA-256 is { $digest }, the seal was made over { $sealed }.
verify-no-parts = The seal keeps no part digests, so the changed part cannot be named.
verify-unreadable = Not intact: the file is no longer a readable game record: { $error }.
# One changed part ($part: its words; $sealed, $now: a list's length at sealing and now).
verify-change = { $change ->
    [removed] Changed: { $part } (removed).
    [added] Changed: { $part } (added).
    [count] Changed: { $part }: { $sealed } at sealing, { $now } now.
   *[changed] Changed: { $part }.
}

## The parts of a record a verdict names, set into its lines
# A list of the record by its key ($name: the key in words, for lists without their own).
verify-list = { $list ->
    [moves] moves
    [illegal_attempts] illegal moves
    [corrections] corrections
    [draw_offers] draw offers
    [bastion_lots] bastion lots
   *[other] { $name }
}
verify-part-field = field “{ $path }”
verify-part-count = the number of { $list }
verify-part-move = move { $number } ({ $color ->
    [white] White
   *[black] Black
}, ply { $ply }: now “{ $san }” { $uci })
verify-part-move-gone = move at ply { $ply }
verify-part-entry = { $list ->
    [illegal_attempts] illegal move { $index }
    [corrections] correction { $index }
    [draw_offers] draw offer { $index }
    [bastion_lots] bastion lot { $index }
   *[other] { $name } entry { $index }
}
