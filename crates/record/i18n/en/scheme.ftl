# A player's setup scheme: what is wrong with one as typed or read from a file (R1, R2, R4,
# R7, R8, R12, R14), and the check of a revealed scheme against its seal (R5). $ranks is
# "first–last".

scheme-errors = { $n ->
    [one] the scheme has { $n } problem:
   *[other] the scheme has { $n } problems:
}
scheme-not-a-piece = “{ $token }” is not a piece on a square: write e.g. Ke1, Крe1, Qd1=10, Фd1=10, e2 for a pawn, Xc4 for a bastion
scheme-bad-reserve = “{ $token }”: the reserve after “=” must be a whole number, e.g. Qd1=10
scheme-reserve-needs-letter = “{ $token }”: only a queen, rook or bishop carries a reserve (R12); write its letter, e.g. { $letter }{ $square }={ $n }
scheme-bastion-reserve = “{ $token }”: a bastion has no reserve
scheme-role-reserve = “{ $token }”: the { ROLE($role) } has no reserve (R12): only the queen, rooks and bishops do
scheme-other-side = the text is headed “{ $token }” but this is { SIDE($color) }'s scheme
scheme-empty = { SIDE($color) }'s scheme is empty: type its 16 pieces, e.g. Ke1 Qd1=10 Ra1=10 … e2 f2 …
scheme-unreadable = cannot read the scheme file { $path }: { $error }
scheme-army = { $n ->
    [0] { SIDE($color) } has no { ROLE($role) } (R2: { $want })
    [one] { SIDE($color) } has { $n } { ROLE($role) } (R2: { $want })
   *[other] { SIDE($color) } has { $n } { ROLE($role) }s (R2: { $want })
}
scheme-piece-off-board = the { ROLE($role) } on { $square } is off the { $width }x{ $height } board (R1)
scheme-piece-outside-half = the { ROLE($role) } on { $square } is outside { SIDE($color) }'s ranks { $ranks } (R4)
scheme-same-square = the { ROLE($first) } and the { ROLE($second) } both stand on { $square } (R4)
scheme-bastion-count = { $n ->
    [one] { SIDE($color) } has { $n } bastion (R7: 3, written as Xc4 or after “bastions:”)
   *[other] { SIDE($color) } has { $n } bastions (R7: 3, written as Xc4 or after “bastions:”)
}
scheme-bastion-off-board = the bastion on { $square } is off the { $width }x{ $height } board (R1)
scheme-bastion-outside-zone = the bastion on { $square } is outside { SIDE($color) }'s bastion ranks { $ranks } (R7)
scheme-two-bastions = two bastions on { $square } (R7)
scheme-bastion-on-piece = the bastion on { $square } coincides with { SIDE($color) }'s { ROLE($role) } (R8)
scheme-bastions-drawn = bastions are drawn by lot after the reveal (bastion_placement = blind, R8): remove them from the scheme
scheme-no-bastions-in-game = this game has no bastions (bastion_placement = none, R8): remove them from the scheme
scheme-no-reserve-for = the { ROLE($role) } on { $square } has no reserve (R12)
scheme-reserve-on-empty = a reserve of { $n } is given for { $square }, where no piece stands
scheme-zero-reserve = the reserve on { $square } is 0: each allocation is at least 1 (R14)
scheme-two-reserves = two reserves are given for { $square }
scheme-reserve-missing = the { ROLE($role) } on { $square } has no reserve: write it as { $letter }{ $square }=N (R14)
scheme-pool-total = allocations add up to { $total }, the pool is { $pool } (R14)
scheme-open-pool = an open split needs a pool divisible by 5; the pool is { $pool } (R14)
scheme-open-share = reserves are open: the piece on { $square } gets { $share }, not { $n } (R14)
scheme-no-reserve-in-game = this game has no move reserve (reserve = off): remove the =N allocations

## A revealed scheme checked against its seal (R5).
scheme-sealed-not-revealed = { SIDE($color) }'s scheme is sealed but not revealed
scheme-missing = { SIDE($color) }'s scheme is missing
scheme-revealed-unreadable = { SIDE($color) }'s revealed scheme: { $error }
scheme-seal-mismatch = { SIDE($color) }'s revealed scheme does not match its seal: the commitment is { $commitment }, the content gives { $found } (R5)
scheme-no-commitment = { SIDE($color) }'s scheme has no commitment
scheme-bad-seal-code = { SIDE($color) }'s seal code { $code } does not belong to its commitment (R5)
scheme-of-side = { SIDE($color) }'s scheme: { $problem }
