# The chief arbiter's prints of a tournament (crates/sheet/src/tournament.rs).
print-page = Page { $page } of { $pages }
print-title-pairings-board = Pairings of round { $round }, by board
print-title-pairings-name = Pairings of round { $round }, by name
print-title-slips = Result slips of round { $round }
print-title-standings = Standings after round { $rounds }
print-title-crosstable = Crosstable after round { $rounds }
print-title-start-list = Start list (initial ranking)
print-start-order = { $order ->
    [coming] In FIDE's order of the initial ranking (C.04.2): rating, then title, then name. Round 1 numbers the players 1, 2, … in this order; until then their numbers are those of the entry.
    [fixed] The initial ranking, fixed when round 1 was paired: rating, then title, then name (FIDE C.04.2), unless the arbiter set another order before round 1. A late entry takes his place by the same order.
   *[number] By start number.
}
print-col-title = Title
print-col-federation = Fed
print-col-fide-id = FIDE ID
print-time-control = Time control: { $control }
print-chief-arbiter = Chief arbiter: { $name }
print-col-board = Bd
print-col-no = No.
print-col-white = White
print-col-black = Black
print-col-points = Pts
print-col-result = Result
print-col-name = Name
print-col-colour = Colour
print-col-opponent = Opponent
print-col-rank = Rk
print-col-rating = Rating
print-col-score = Pts
print-colour = { $colour ->
    [white] White
   *[black] Black
}
print-bye = { $kind ->
    [pairing] Bye (allocated by the pairing)
    [half] Half-point bye
    [full] Full-point bye
   *[zero] Not paired (no points)
}
print-unpaired = { $name }: { $bye }.
print-slip-head = Round { $round }, board { $board }
print-slip-white = White: { $name } ({ $no })
print-slip-black = Black: { $name } ({ $no })
print-slip-result = Result:
print-col-rtg = Rtg
print-round-starts = round starts { $when }
print-slip-choice = { $choice ->
    [white] 1-0
    [draw] ½-½
    [black] 0-1
    [white-count] 1-0 by count
    [black-count] 0-1 by count
    [white-forfeit] +/- forfeit
    [black-forfeit] -/+ forfeit
   *[double-forfeit] -/- both forfeit
}
print-slip-sign-white = White's signature
print-slip-sign-black = Black's signature
print-slip-sign-arbiter = Arbiter's signature
print-tie-breaks = Tie-breaks in order (FIDE C.07): { $list }.
print-cross-legend = Each cell: the opponent's number, the colour (w White, b Black) and the result (1 win, ½ draw, 0 loss, + or - by forfeit); a bye shows its points.
