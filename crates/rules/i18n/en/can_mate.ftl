# Can mate still happen (R27a): the proofs of the can-mate analysis.

# The book a "can mate" answer cites ($question: dead, flag, illegal — what asks it): Victoria's
# R27a whatever asks; FIDE's article in classical chess ("no series of legal moves can mate":
# the dead position 5.2.2, a flag fall 6.9, a second illegal move 7.5.5); Synthesis's S30.
can-mate-cite = { $ruleset ->
    [classical] FIDE { $question ->
        [flag] 6.9
        [illegal] 7.5.5
       *[dead] 5.2.2
    }
    [synthesis] S30
   *[victoria] R27a
}

can-mate-role = { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}
can-mate-sealed = { $loser ->
    [white] White's
   *[black] Black's
} king can only ever stand on { $n ->
    [one] one square
   *[other] { $n } squares
} ({ $squares }), closed by { $walls }; no { $mater ->
    [white] White
   *[black] Black
} piece can ever strike there: { $pieces } ({ $cite })
can-mate-walls-edge = the walls on { $walls } and the edge of the board
can-mate-walls-only = the walls on { $walls }
can-mate-edge-only = the edge of the board
can-mate-open = nothing
can-mate-piece = the { can-mate-role } on { $square } — { $why }
can-mate-why-king = a king never gives check
can-mate-why-walls = walls keep it and its lines away (R10, R16)
can-mate-why-reserve = its reserve of { $reserve } is too small: its last move petrifies it without check (R17)
can-mate-why-last-move = its only move left petrifies it without check, and from where it stands it strikes none of them (R17)
can-mate-why-warrior = a warrior that can never capture, so never promotes, and its pushes never strike there (R20, R21)
can-mate-lone-knight = { $mater ->
    [white] White
   *[black] Black
} has a lone knight against a bare king, on a board where no wall can ever stand ({ $cite })
can-mate-same-bishops = { $mater ->
    [white] White's
   *[black] Black's
} bishops and every bishop on the board stand on one colour; beside the kings the board holds only rooks, queens and bishops of the other side, no wall can ever stand on it and, if the other side has two rooks or queens or more, its king is not in double check now: a flight square next to the check's path can be closed only by the king's own rook or queen, which can always block the check or take the bishop ({ $cite })
can-mate-game-over = the game has already ended in this position: no move can follow ({ $cite })
can-mate-exhausted = every line of play was followed to its end ({ $nodes } moves considered): none ends with { $mater ->
    [white] White
   *[black] Black
} giving mate ({ $cite })
can-mate-checks = every move from here was followed, and after it every move that gives check ({ $nodes } moves considered); each of the { $leaves } positions a move without check leads to has men that can never move nor be taken, leaving { $mater ->
    [white] White
   *[black] Black
} no way to mate there: no line ends with { $mater ->
    [white] White
   *[black] Black
} giving mate ({ $cite })
# A proof on a screen the players can see, the reserve panel closed: the pieces kept away by
# their move reserve are not named (reserves are secret until the game ends, R14).
can-mate-private = { $rest ->
    [yes] the others
   *[no] every piece
} for a private reason (open the reserve panel to read it, R14)
# What can never change (pawns locked for good, pieces entombed): the static analysis after CHA.
can-mate-locked = { $steady ->
    [none] { "" }
   *[some] the men on { $steady } can never move nor be taken, so{" "}
}{ $loser ->
    [white] White's
   *[black] Black's
} king can only ever stand on { $n ->
    [one] one square
   *[other] { $n } squares
} ({ $squares }); { $why } ({ $cite })
can-mate-locked-none = no { $mater ->
    [white] White
   *[black] Black
} piece can ever strike there
can-mate-locked-net = the { $mater ->
    [white] White
   *[black] Black
} pieces that can strike there ({ $strikers }) can never build a mating net: wherever the king could stand in check, a flight square stays open that no piece can ever close
can-mate-locked-reserve = counting the move reserves — a piece's last move petrifies it without check (R15, R17) —{" "}
# Issue 40: a mate's last move gives check; men that strike the king's squares but can never
# give check there (they never move, no move opens their lines, or their move turns them to stone).
can-mate-locked-no-check = no { $mater ->
    [white] White
   *[black] Black
} move can ever give check there
can-mate-locked-silent = the { $mater ->
    [white] White
   *[black] Black
} pieces on { $silent } strike there but can never give check: a mate's last move gives check, and these never move and no move can open their lines, or their move turns them to stone (R17, R21)
