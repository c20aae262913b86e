# The arbiter's duties: time controls and clocks (R33), completed illegal moves and input
# slips (R29), FIDE's sanctions (7.5.3, 7.5.5, 6.9), event data checks, unsaved changes.

## Time controls
tc-preset = { $preset ->
    [classical] FIDE classical: 90 min for 40 moves, then 30 min, +30 s per move from move 1
    [rapid] Rapid: 15 min, +10 s per move
    [blitz] Blitz: 3 min, +2 s per move
    [custom] Custom
   *[none] No clocks
}
tc-period = { $moves ->
    [0] { $minutes } min
   *[other] { $minutes } min for { $moves } moves
}
tc-period-repeat = { $minutes } min for every { $moves } moves
tc-increment = +{ $seconds } s per move
tc-delay = { $seconds } s delay per move
tc-then = , then
tc-none = no time control
tc-err-empty = the time control has no period: write for example 40/90+30, 30+30
tc-err-syntax = period { $period } (“{ $text }”) is not [moves/]minutes[+increment seconds or d delay seconds], for example 40/90+30
tc-err-no-time = period { $period } gives no time
tc-err-no-moves = period { $period } has 0 moves
tc-err-after-sudden-death = period { $period } follows a period for the rest of the game
tc-err-too-large = period { $period } is too long (at most a day, 500 moves, an hour of increment or delay)
tc-err-too-many = a time control has at most 8 periods

## Clocks
clock-bonus-ground = { $ground ->
    [illegal-move] FIDE 7.5.3
   *[arbiter] arbiter's decision
}
clock-readings = White { $white }, Black { $black }

## Illegal moves (R29) and FIDE's sanctions
penalty = { $kind ->
    [logged] logged (warning)
    [two-minutes] { $to ->
        [white] White gets
       *[black] Black gets
    } 2 extra minutes (FIDE 7.5.3)
   *[second] second completed illegal move by { $offender ->
        [white] White
       *[black] Black
    }: the game is lost, unless { $offender ->
        [white] Black
       *[black] White
    } cannot mate (FIDE 7.5.5)
}
loss-ground = { $ground ->
    [time] { $loser ->
        [white] White's
       *[black] Black's
    } flag fell (FIDE 6.9)
   *[illegal-moves] second completed illegal move by { $loser ->
        [white] White
       *[black] Black
    } (FIDE 7.5.5)
}
sanction = { $kind ->
    [loss] { $loser ->
        [white] White loses
       *[black] Black loses
    }
    [count] the opponent cannot mate (R27a): the game goes to the point count (R27)
   *[draw] the opponent cannot mate by any series of legal moves: the game is drawn (FIDE 6.9, 7.5.5)
}

## Event data
event-field = { $field ->
    [date] date
    [round] round
   *[board] board
}

## Recorder refusals of the duties
# `count`: yes where the game went to Victoria's count (R27a), no where it is drawn.
loss-ground-cannot-mate = { $ground ->
    [time] a flag fell, and the opponent cannot mate (FIDE 6.9{ $count ->
        [yes] , R27a
       *[no] {""}
    })
   *[illegal-moves] a second completed illegal move, and the opponent cannot mate (FIDE 7.5.5{ $count ->
        [yes] , R27a
       *[no] {""}
    })
}

## The score sheet
sheet-withdrawn = illegal move “{ $announced }” withdrawn — { $reason }

## The recording screen
rec-confirm-illegal = Completed — log it
rec-discard-slip = Input slip — discard
rec-logged = Completed illegal move logged (R29)
rec-fide-loss = Second completed illegal move by { $loser ->
    [white] White
   *[black] Black
} (FIDE 7.5.5). { $ruleset ->
    [classical] Can the opponent still mate by some series of legal moves?
    [synthesis] Can the opponent still capture the king or mate by some series of legal moves (S30)?
   *[victoria] Can the opponent still mate (R27a)?
}
rec-fide-can-mate = Yes: the game is lost
rec-fide-cannot-mate = { $ruleset ->
    [victoria] No: the point count (R27)
   *[other] No: draw
}

## The clocks' log and the duties' refusals, each a line of its own (sentences)
clock-err-already-started = The clocks are running already.
clock-err-not-started = The clocks have not been started.
clock-err-not-running = The clocks are already stopped.
clock-err-running = The clocks are already running.
clock-change = { $kind ->
    [start] Clocks started
    [pause] Clocks stopped
    [resume] Clocks restarted
    [hold] Clocks stopped while the arbiter decides on a refused entry
    [release] Clocks restarted after the arbiter's decision
    [set] Clocks set to the physical clock
    [set-noted] Clocks set to the physical clock: { $note }
    [take-back] The clock lever went back with the take-back
    [stop] Clocks stopped with the result
    [flag] { $side ->
        [white] White's
       *[black] Black's
    } flag fell, clocks stopped
    [reversed] { $side ->
        [white] White's
       *[black] Black's
    } { $seconds } s of FIDE 7.5.3 taken off: illegal move { $attempt } withdrawn
    [closed-charged] The app was closed for { $closed }; that time is charged to the running clock
    [closed-set] Clocks set to the physical clock after the app was closed for { $closed }
   *[bonus] { $side -> 
        [white] White
       *[black] Black
    } gets { $seconds } s ({ $ground })
}.
event-err-date-form = The date “{ $text }” is not written YYYY-MM-DD (for example 2026-12-01).
event-err-no-such-day = The date “{ $text }” names no day of the calendar.
event-err-number = The { $field ->
    [round] round
   *[board] board
} “{ $text }” is not a number like 3 or 3.1.
duty-err-no-pending = No refused entry is waiting for the arbiter's word.
duty-err-no-such-attempt = There is no logged illegal move number { $n }.
duty-err-already-withdrawn = Logged illegal move number { $n } was withdrawn already.
duty-err-withdrawal-reason = Write why the illegal move is withdrawn; it goes on the score sheet as a correction (R30).
duty-err-no-time-control = The game has no time control.
duty-err-time-control-fixed = The time control is fixed once a scheme is sealed or a move is recorded (R33).
duty-err-not-second = { $side ->
    [white] White has
   *[black] Black has
} not completed two illegal moves (FIDE 7.5.5).
