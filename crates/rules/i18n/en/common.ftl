# Words shared by every area: sides, pieces, counts.

side = { $color ->
    [white] White
   *[black] Black
}
moves-count = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
# The piece letter of a move as a score sheet of this language writes it (san::written).
san-letter = { $role ->
    [knight] N
    [bishop] B
    [rook] R
    [queen] Q
   *[king] K
}
