# The reveal screen when a sealed scheme cannot be opened on this machine (issue 11): the
# player types the scheme from their paper again, accepted only if it matches the seal (R5).

reveal-type-again = { $color ->
    [white] White
   *[black] Black
} types the scheme from the paper
reveal-type-hint = as written at sealing, with the reserve split: Ke1 Qd1=10 Ra1=10 … e2 f2 … Xc4
reveal-check-typed = Check against the seals and reveal
reveal-typed-missing = { $color ->
    [white] White's
   *[black] Black's
} scheme is not typed yet
