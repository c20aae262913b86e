# Words shared by every area: sides, pieces, counts.

side = { $color ->
    [white] White
   *[black] Black
}
moves-count = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
