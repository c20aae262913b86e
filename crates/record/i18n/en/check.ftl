# The record checker (`check`): what it finds wrong in a record, each with the move, ruling or
# field it concerns. Keys of the record file (`king_captured`, `dead_position`) are quoted as the
# file writes them.

check-move = { $fullmove }{ $color ->
        [white] . White
       *[black] ... Black
    }
check-none = none

## A finding at a move, set into the line of `check` (clauses)
check-at-move = move { $move }: { $problem }

## A move (clauses)
check-ply-number = its ply number is { $recorded }, expected { $expected }
check-wrong-side = it is recorded as { SIDE($recorded) }'s move, but { SIDE($tomove) } is to move
check-after-end = it was played after the game had ended at ply { $at }: { $outcome }
check-time-earlier = its time { $time } is earlier than the move before
check-san = its SAN is recorded as “{ $recorded }”, the engine writes “{ $engine }”
check-announced-other = “{ $announced }” was announced, which names { $names }, not { $played }
check-announced-ambiguous = “{ $announced }” was announced, which fits several moves
check-announced-none = “{ $announced }” was announced, which names no legal move
check-events = its events are recorded as [{ $recorded }], the engine reports [{ $engine }]
check-reserve = its reserve is recorded as spent { $spent } / left { $left }, the engine counts spent { $espent } / left { $eleft }
check-synthesis-reserve = it carries reserve figures, but Synthesis has no reserves
check-not-coordinates = “{ $uci }” is not a move in coordinates; the replay stops here
check-illegal = { $uci } is illegal: { $reason }; the replay stops here

## The setup (clauses)
check-moves-without-start = the record has moves but no start position
check-result-without-start = the record has a result but no start position
check-start-not-from-schemes = the start position { $start } does not follow from the revealed schemes and bastions, which give { $rebuilt } (R5, E10)
check-start-not-rebuilt = the start position cannot be rebuilt: { $error }
check-started-before-reveal = the game started before both schemes were revealed (R5)
check-lots-not-drawn = the record has bastion lots, but bastions are not drawn by lot (bastion_placement = { $placement }, R8)
check-lot-not-a-square = bastion lot { $n } names “{ $text }”, not a square
check-lot-set-aside-free = bastion lot { $n } ({ SIDE($side) } { $square }) was set aside, but the square was free (R8)
check-lot-accepted-held = bastion lot { $n } ({ SIDE($side) } { $square }) was accepted, but { $held }
check-lot = bastion lot { $n } ({ SIDE($side) } { $square }): { $error }
check-bastion-count = { SIDE($side) } has { $have } bastions drawn, not 3 (R7)
check-synthesis-schemes = a Synthesis game has no sealed schemes, but this record has one (S1)
check-synthesis-lots = a Synthesis game has no bastions, but this record has bastion lots (S1)

## The result (clauses)
check-result = result: { $problem }
# `ruleset`: classical, victoria or synthesis (the rule cited is the ruleset's own).
check-not-mate = it says checkmate, but the final position is not mate: the engine finds { $engine } ({ $ruleset ->
        [classical] FIDE 5.1.1
        [synthesis] S28, S29
       *[victoria] R26
    })
check-mate-winner = it names { $recorded ->
        [white] White
        [black] Black
       *[none] no one
    } as the winner of the mate, but { SIDE($winner) } gave the mate (R26)
check-points-without-count = it records point totals, but a { $outcome } is no count{ $ruleset ->
        [victoria] {" "}(R27)
       *[other] {""}
    }
check-outcome-not-in-ruleset = the outcome “{ $outcome }” is not one of { $ruleset ->
        [classical] classical chess: it has no point count (R27 is Victoria's)
        [synthesis] Synthesis chess
       *[victoria] Victoria
    }
check-ground-not-in-ruleset = a { $outcome } on the ground “{ $ground }” is not in the rules of { $ruleset ->
        [classical] classical chess (FIDE 5, 6.9, 7.5.5, 9)
        [synthesis] Synthesis chess (S27–S30)
       *[victoria] Victoria (R26–R28, R27a, R32)
    }
check-flag-of-other = it says { SIDE($loser) } lost on time, but the clock log shows that { SIDE($flagged) }'s flag fell (FIDE 6.9, R33)
check-other-ground = it gives the ground “{ $ground }”, but the engine finds { $engine }
check-before-last-move = it is dated { $time }, before the last move was recorded
check-winner-cannot-mate = it is a loss, but { SIDE($winner) } cannot mate in the final position: the game { $ruleset ->
        [victoria] goes to the count (R27a, R27)
        [synthesis] is drawn (S30; FIDE 6.9, 7.5.5)
       *[other] is drawn (FIDE 6.9, 7.5.5)
    }
check-count = the count is recorded as White { $white } : Black { $black }, the final position counts { $cwhite } : { $cblack } (R3)
check-count-winner = the winner is recorded as { $recorded ->
        [white] White
        [black] Black
       *[none] no one
    }, but the count says { $counted ->
        [white] White
        [black] Black
       *[none] no one
    }
check-count-without-ending = it gives a count on the ground “{ $ground }”, but the engine finds no ending (R27)
check-count-needs-reason = a count ruled by the arbiter needs the reason
check-not-draw = it says draw on the ground “{ $ground }”, but the engine finds { $engine }
check-draw-winner = a draw has no winner
check-not-victoria = the outcome “{ $outcome }” is not one of Victoria: use checkmate, points, draw, resignation, agreement, forfeit, loss or decision
check-needs-winner = a { $outcome } needs a winner
check-forfeit-needs-reason = a forfeit needs the arbiter's reason{ $ruleset ->
        [victoria] {" "}(R28)
       *[other] {""}
    }
check-loss-needs-ground = a ruled loss needs its ground: flag_fell (FIDE 6.9) or illegal_moves (FIDE 7.5.5)
check-agreement-winner = a draw by agreement has no winner
check-decision-needs-reason = an arbiter's decision needs the written reason
check-not-synthesis-verdict = it says { $outcome } ({ $score }), but the engine finds: { $engine }
check-not-synthesis = the outcome “{ $outcome }” is not one of Synthesis: use king_captured, checkmate, draw, resignation, agreement, forfeit, loss or decision
check-final-position = its final position { $fen } is not the position after the last move
check-illegal-moves-uncounted = it is a loss by a second completed illegal move, but { $loser ->
        [white] White has
        [black] Black has
       *[none] no side has
    } { $counted ->
        [0] no logged illegal move that counts
        [one] only one logged illegal move that counts
       *[other] only { $counted } logged illegal moves that count
    } (FIDE 7.5.5, R29)
check-illegal-moves-not-fide = it is a loss by illegal moves, but in this game an illegal move is only logged (illegal_move_penalty = warn, R29)

## The paperwork (clauses)
check-withdrawn-without-reason = illegal move { $n } is withdrawn without a reason (R29, R30)
check-correction-without-reason = the correction at { $time } gives no reason (R30)
check-signature-outside = the signature of { $who ->
        [white] White
        [black] Black
       *[arbiter] the arbiter
    } has points outside its box
check-seal-digest = the arbiter's seal signs digest { $signed }, but the record's digest is { $record }: the record changed after it was signed
