# Grammar every area's sentences share: a piece's noun and a side in each case (English words
# every case alike; the ids exist so that `ROLE($role, case: "gen")` reads the same in every
# language), a piece on a square, a list, a sentence with its ruling.

role-nom = { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}
role-gen = { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}
role-dat = { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}
role-acc = { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}
role-ins = { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}
role-title = { $role ->
   [pawn] Pawn
   [knight] Knight
   [bishop] Bishop
   [rook] Rook
   [queen] Queen
  *[king] King
}
side-nom = { $color ->
    [white] White
   *[black] Black
}
side-gen = { $color ->
    [white] White
   *[black] Black
}
side-dat = { $color ->
    [white] White
   *[black] Black
}
side-acc = { $color ->
    [white] White
   *[black] Black
}
side-ins = { $color ->
    [white] White
   *[black] Black
}
side-title = { $color ->
    [white] White
   *[black] Black
}
piece-on-nom = the { ROLE($role) } on { $square }
piece-on-gen = the { ROLE($role) } on { $square }
piece-on-dat = the { ROLE($role) } on { $square }
piece-on-acc = the { ROLE($role) } on { $square }
piece-on-ins = the { ROLE($role) } on { $square }
# "a, b and c": the last two items.
list-and = { $init } and { $last }
# A sentence ending with the ruling it cites: a ruling of the books (`R10`, `S8`) as they
# write it, or an article of FIDE's Laws (`article` 3.6, empty for a ruling).
with-rule = { $text } ({ $article ->
    [none] { $rule }
   *[other] FIDE { $article }
})
