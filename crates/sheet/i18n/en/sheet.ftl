# The score sheet's words: its fixed words (one id per field of `Words` in src/sheet/i18n.rs),
# then the phrases with values.

sheet-title = Score sheet — Victoria
sheet-synthesis-title = Score sheet — Synthesis chess
sheet-classical-title = Score sheet — classical chess
sheet-event = Event
sheet-site = Site
sheet-date = Date
sheet-round = Round
sheet-board = Board
sheet-white = White
sheet-black = Black
sheet-arbiter = Arbiter
sheet-club = Club
sheet-ruleset = Rules
sheet-options = Options
sheet-time-control = Time control
sheet-clock-corrections = Clock corrections
# One correction of the clocks: $ply plies were recorded before it, the last the $number-th
# move of $color.
sheet-clock-correction = { $ply ->
    [0] before the first move
   *[other] after { $color ->
        [white] White's
       *[black] Black's
    } move { $number }
} (White { $white }, Black { $black }): { $change }
sheet-start-position = Starting position
sheet-final-position = Final position
sheet-seal = Seal
sheet-seal-verified = verified
sheet-seal-broken = BROKEN
sheet-seal-absent = none
sheet-legend-monument = monument
sheet-legend-hero = hero
sheet-reserves = Move reserves
sheet-reserves-secret = Move reserves stay secret until the game ends (R14).
sheet-piece = Piece
sheet-allocated = Allocated
sheet-spent = Spent
sheet-remaining = Remaining
sheet-moves = Moves
sheet-moves-continued = Moves (continued)
sheet-no-moves = No moves were played.
sheet-marks-legend = + check, # mate, =Q promotion, ★ hero, ◆ petrification
sheet-synthesis-legend = + check, # mate, =Q promotion, [W→B] White passes to regime B with this move ([B→C]: Black to C); A home, B day and night, C queenless, D classical
sheet-classical-legend = + check, # mate, =Q promotion
sheet-synthesis-name = Synthesis chess
# The game of the sheet by its ruleset key (`victoria`, `synthesis`, `classical`).
sheet-game-name = { $ruleset ->
    [victoria] Victoria
    [synthesis] Synthesis chess
   *[classical] classical chess
}
sheet-illegal = Illegal moves
# One logged illegal move: the move and side, the move as announced (quoted as the language quotes), why it was refused.
sheet-illegal-line = { $who }: “{ $announced }” — { $reason }
sheet-penalty = penalty
sheet-corrections = Corrections
sheet-draw-offers = Draw offers
sheet-result = Result
sheet-signatures = Signatures
sheet-page = Page
sheet-of = of
sheet-digest = Record SHA-256
sheet-arbiter-key = Arbiter's key
sheet-unsealed = record not sealed with the arbiter's key
sheet-setup-of = { $color ->
    [white] White's setup
   *[black] Black's setup
}
sheet-legend-bastion = { $color ->
    [white] White's bastion
   *[black] Black's bastion
}
sheet-reserves-of = { $color ->
    [white] White's reserves
   *[black] Black's reserves
}
# A result's ground key of the record, in words.
sheet-ground = { $key ->
    [no_moves] neither side can move
    [nothing_to_move] the side to move has no legal move
    [reserves_spent] all move reserves spent
    [no_striking_force] no queen, rook, bishop or knight with reserve is left
    [dead_position] mate has become impossible
    [dead_position_draw] dead position (FIDE 5.2.2)
    [agreed_count] count by agreement
    [agreement] count by agreement
    [repetition] threefold repetition
    [hundred_plies] 100 plies without capture, pawn move or petrification
    [start_mate] mate in the starting position
    [stalemate] stalemate
    [fifty_moves] 50 moves without a capture or a pawn move
    [both_kings] both kings captured, the last capture wins
   *[other] { $fallback }
}

## Phrases with values.

sheet-piece-name = { $role ->
    [pawn] pawn
   *[other] { $letter }
}
sheet-side-letter = { $color ->
    [white] W
   *[black] B
}
sheet-page-of = Page { $n } of { $m }
sheet-took-back = took back { $moves }
sheet-petrified-on = { $role ->
   *[other] petrified on move { $n }
}
sheet-captured-on = { $role ->
   *[other] captured on move { $n }
}
sheet-offer-answer = offered a draw: { $answer ->
    [accepted] accepted
    [declined] declined
   *[none] no answer
}
# The caption of the moves' time cells: what they hold.
sheet-time = { $kind ->
    [left] time left
    [mixed] left / at
   *[at] recorded at
}
sheet-pdf-title = Score sheet: { $white } — { $black }
# How a game ended, for the result line. `color` is the winner, or the side that resigned or
# forfeited; `none` where no side is named.
sheet-grounds = { $kind ->
    [ongoing] game not finished
    [checkmate] checkmate, { $color ->
        [white] White
       *[black] Black
    } wins
    [king-captured] { $color ->
        [white] White captured the king, which had no reply (S27); White wins
       *[black] Black captured the king, which had no reply (S27); Black wins
    }
    [both-kings] { $color ->
        [white] both kings captured, White captured last (S27); White wins
       *[black] both kings captured, Black captured last (S27); Black wins
    }
    [draw] draw
    [agreement] draw by agreement
    [resignation] { $color ->
        [white] White
       *[black] Black
    } resigned
    [forfeit] { $color ->
        [white] White
       *[black] Black
    } loses by forfeit
    [lost-on-time] { $color ->
        [white] White
       *[black] Black
    } loses on time
    [lost-illegal-moves] { $color ->
        [white] White
       *[black] Black
    } loses by illegal moves
    [decision-win] arbiter's decision, { $color ->
        [white] White
       *[black] Black
    } wins
   *[decision] arbiter's decision
}
sheet-grounds-points = point count: White { $white } : Black { $black }

## Printing the sheet.
sheet-printed = sent to the printer with “{ $command }”{ $job }
sheet-printed-viewer = no print command (lp, lpr) here: the sheet is opened with “{ $command }”, print it from there
sheet-print-no-way = no way to print here: neither lp, lpr nor a PDF viewer opener ({ $opener }) was found; save the PDF and print it elsewhere
sheet-print-failed = “{ $command }” failed ({ $status }): { $stderr }
sheet-print-not-started = “{ $command }” could not be started: { $error }
sheet-error-font = the sheet's font (assets/fonts/DejaVuSans.ttf) could not be read
sheet-error-write = the PDF could not be written: { $why }
sheet-error-round-incomplete = round { $round } does not have all its results yet: the standings are after a round whose boards all have results
sheet-error-no-round = round { $round } is not paired yet: pair it before printing it
sheet-proof-unreadable = the proof of the record does not read (square “{ $square }”): check the file with “victoria-arbiter check”

parse-unknown-paper = unknown paper “{ $text }”: use “a4” or “letter”

## Labels alone on their line: a signature box's status, the head of a list's entry (labels)
sheet-not-signed = Not signed
sheet-signed-at = Signed
sheet-move-number = Move { $n }
