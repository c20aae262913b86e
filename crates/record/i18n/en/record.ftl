# The record library's words: the desk's refusals, sealing, lots, files, the journal,
# results, penalties and the reserve ledger.

desk-no-sample = no seed gave { $what }

replay-no-start = the record has moves but no start position
replay-bad-start = the start position cannot be read: { $error }
replay-no-coordinates = ply { $ply } has no coordinates “{ $uci }”
replay-illegal = ply { $ply } ({ $uci }) is illegal: { $reason }
replay-journal-gap = the journal { $journal } jumps from action { $from } to action { $to }


lot-set-aside = { $square } holds { $what ->
    [bastion] { $color ->
        [white] White's
       *[black] Black's
    } bastion
   *[piece] { $color ->
        [white] White's
       *[black] Black's
    } { $role ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    }
} (R8)


store-read = cannot read { $path }: { $error }
store-write = cannot write { $path }: { $error }
store-empty = { $path } is empty: it may have been cut short by a crash; nothing was changed
store-truncated = { $path } is cut short (truncated) or damaged: it ends at line { $line } column { $column }; nothing was changed
store-corrupt = { $path }: { $error }; nothing was changed

record-not-json = this is not a game record: { $detail } at line { $line } column { $column }
record-not-text = this is not a game record: byte { $byte } is not UTF-8 text
record-no-format = this is not a game record: it has no “format” field
record-no-version = this is not a game record: it has no “version” field
record-format = this is not a game record: its format is “{ $format }”, expected “{ $expected }”
record-version = this game record has version { $version }; this build reads versions up to { $latest }: update Victoria Arbiter
record-migration = version-1 field { $field } holds “{ $value }”, which this build does not know
record-migrated = this is not a game record: { $error }
record-board-size = this is not a game record: its board is { $width }×{ $height } squares; boards are 5 to 16 squares a side

journal-io = cannot use the journal { $path }: { $error }
journal-damaged = the journal { $path } is damaged at line { $line }: { $what }. Nothing was changed; keep the file and the record for inspection, and go on from a rescued copy: victoria-arbiter salvage GAME.json -o NEW.json
journal-line-not-text = it is not text
journal-line-no-header = it does not start with “{ $header }”
journal-line-no-number = the action number is missing
journal-line-no-checksum = the checksum is missing
journal-line-no-action = the action is missing
journal-line-checksum = action { $seq } does not match its checksum
journal-line-unreadable = action { $seq } cannot be read (column { $column })
journal-line-out-of-order = action { $seq } follows action { $prev }

not-a-move = “{ $text }” is not a move: write it as e2e4, Qd1-d7, Nbd2, exd5, e11-e12=Q, O-O, Фd1-d7 or Лa1:a8

# `ground` names a loss's ground (flag_fell, illegal_moves; `other` when not known).
result-kind = { $kind ->
    [checkmate] checkmate
    [points] point count{ $ground ->
        [flag_fell] : the flag fell and the opponent cannot mate, FIDE 6.9, R27a
        [illegal_moves] : a second completed illegal move and the opponent cannot mate, FIDE 7.5.5, R27a
       *[other] {""}
    }
    [draw] draw{ $ground ->
        [stalemate] : stalemate, FIDE 5.2.1
        [dead_position] : dead position, FIDE 5.2.2
        [flag_fell] : the flag fell and the opponent cannot mate, FIDE 6.9
        [illegal_moves] : a second completed illegal move and the opponent cannot mate, FIDE 7.5.5
       *[other] {""}
    }
    [resignation] resignation
    [agreement] draw by agreement
    [forfeit] forfeit
    [decision] arbiter's decision
    [loss] { $ground ->
        [flag_fell] loss on time, FIDE 6.9
        [illegal_moves] loss by a second completed illegal move, FIDE 7.5.5
       *[other] loss by FIDE's Laws
    }
   *[king_captured] king capture
}
result-resigned = { $loser ->
        [white] White
       *[black] Black
    } resigned{ $ruleset ->
    [synthesis] {""}
    [classical] {" "}(FIDE 5.1.2)
   *[victoria] {" "}(R28)
}
result-agreement = draw by agreement{ $ruleset ->
    [synthesis] {""}
    [classical] {" "}(FIDE 5.2.3)
   *[victoria] {" "}(R28)
}
result-forfeit = { $loser ->
        [white] White
       *[black] Black
    } loses by forfeit{ $ruleset ->
    [victoria] {" "}(R28)
   *[other] {""}
}
result-decision = arbiter's decision
result-count = point count, White { $white } : Black { $black }; { $ground ->
    [agreement] the players agreed to a count
   *[dead_position] the arbiter ruled that mate has become impossible for both sides
} (R27)
result-with-words = { $sentence }: { $words }

ledger-in-play = in play
ledger-petrified = petrified on move { $n }
ledger-captured = captured on move { $n }

event = { $event ->
    [capture] capture
    [en_passant] en passant
    [castle] castling
    [hero] a hero on { $square }
    [promotion] promotion
    [petrified] a monument on { $square }
    [check] check
    [checkmate] checkmate
    [king_captured] the king is captured
    [regime] { $color ->
        [white] White
       *[black] Black
    } in regime { $regime }
    [escapes] { $color ->
        [white] White
       *[black] Black
    }: { $left } escapes left
    [both_in_check] both kings in check
    [reply] the one reply
    [stalemate] stalemate
    [win] { $color ->
        [white] White
       *[black] Black
    } wins
   *[draw] draw
}

## A refused entry (R29): the engine's rulings on the moves it may mean, joined; or that it names
## no move of the side to move ($role is `none` when the entry names no piece).
entry-rulings = { $rulings }
entry-no-such-move = { $role ->
    [none] “{ $text }” is not a legal move for { SIDE($color) } ({ $rule })
   *[other] { SIDE($color) } has no { ROLE($role) } that can play “{ $text }” ({ $rule })
}

## PGN comments of the arbiter's copy.
pgn-illegal-attempt = illegal move by { SIDE($color) }: “{ $announced }”: { $ruling }{ $withdrawn ->
    [yes] { " " }(withdrawn: { $reason })
   *[no] {""}
}
pgn-correction = correction: taken back { $moves } — { $reason }

# What opening or rescuing a game file did (RecorderNote), shown after opening.
desk-note-torn-tail = the journal ended in an unfinished entry ({ $bytes } bytes) that was never acknowledged; it was dropped
desk-note-restored = { $actions ->
    [one] { $actions } action was restored from the journal
   *[other] { $actions } actions were restored from the journal
}
desk-note-live-pgn = the live PGN could not be written: { $error }
desk-note-salvaged-whole = { $applied } journal action(s) restored, { $kept } move(s) kept; the journal had no damage
desk-note-salvaged = { $applied } journal action(s) restored, { $kept } move(s) kept; the rest was lost: the journal is damaged at line { $line }: { $what }

## The recorder's refusals, each a line of its own (sentences)
desk-ambiguous = “{ $text }” fits { $n } moves: { $candidates }; say which.
desk-illegal = “{ $text }” is illegal: { $reason }
desk-not-started = The game has not started: seal and reveal both schemes and fix the bastions first.
desk-started = The game has started: { $what ->
    [options] the options
   *[start] the start position
} can no longer change.
desk-finished = The game has ended: { $score }, { $outcome }; clear the result to record more moves.
desk-ended = The game has ended — { $verdict }; record the result.
desk-nothing-to-take-back = { $n ->
    [0] There is no move to take back
   *[other] There are only { $n } moves to take back
}.
desk-no-setup-in-synthesis = A Synthesis game has the standard setup: there are no { $what ->
    [schemes] sealed schemes
   *[bastions] bastions
} (S1).
desk-ruleset-fixed = The game (Victoria, classical or Synthesis) is chosen when the record is created: create a new record.
desk-bad-position = The position cannot be read: { $error }
desk-sealed-record = The record carries the arbiter's seal: it can no longer change (open a copy to correct it).
desk-correction-needs-reason = A correction needs a reason for the score sheet (R30).
desk-not-over = The game is not over: the engine sees no ending.
desk-decision-needs-reason = Write the reason of the arbiter's decision; it goes on the score sheet.
desk-no-count-in-synthesis = Synthesis has no point count: the game ends by capturing the king, mate, a draw, resignation or agreement (S27–S30).
desk-no-count-in-classical = Classical chess has no point count: the game ends by mate, a draw (stalemate, a dead position, agreement, repetition, fifty moves), resignation or FIDE's sanctions (FIDE 5, 6.9, 9).
desk-no-result-to-clear = There is no result to clear.
desk-no-pending-draw-offer = There is no pending draw offer.
desk-signature-outside = Signature points must lie in the 0..1 box.
desk-signature-empty = The signature is empty.
desk-seal-digest = The seal signs digest { $signed }, but the record's digest is { $record }
desk-replay = The record cannot be replayed: { $error }. The file was not changed.
seal-wrong-side = This is { $given ->
        [white] White's
       *[black] Black's
    } scheme, but { $expected ->
        [white] White
       *[black] Black
    } is sealing.
seal-already-sealed = { $color ->
        [white] White's
       *[black] Black's
    } scheme is already sealed: a sealed scheme cannot change (R5).
seal-not-sealed = { $color ->
        [white] White's
       *[black] Black's
    } scheme is not sealed yet: both schemes are revealed together (R5).
seal-already-revealed = The schemes are already revealed.
seal-mismatch = { $color ->
        [white] White's
       *[black] Black's
    } scheme does not match its seal: the commitment is { $expected }, the content gives { $found } (R5).
seal-damaged = { $color ->
        [white] White's
       *[black] Black's
    } sealed content is damaged and cannot be read: { $error }
seal-random = The operating system gave no random numbers to seal the scheme: { $error }
lot-not-blind = Bastions are not drawn by lot in this game (bastion_placement = { $how }, R8).
lot-not-revealed = The lots are drawn after the reveal: reveal both schemes first (R8).
lot-not-a-square = “{ $text }” is not a square: type the square on the lot, e.g. d4 or c10.
lot-outside-zone = { $square } is not in { $color ->
        [white] White's
       *[black] Black's
    } bag: { $color ->
        [white] White's
       *[black] Black's
    } bastions stand on ranks { $ranks } (R7); check the lot.
lot-already-drawn = { $square } was drawn already for { $color ->
        [white] White
       *[black] Black
    }: a lot cannot come out of the bag twice.
lot-complete = { $color ->
        [white] White
       *[black] Black
    } has all 3 bastions (R7).
lot-bag-empty = { $color ->
        [white] White's
       *[black] Black's
    } bag is empty: no free square is left for a bastion.
lot-started = The game has started: bastions can no longer change.
lot-random = The operating system gave no random number: { $error }
start-not-revealed = Both schemes must be revealed before the start position is fixed (R5).
start-bastions-missing = { $color ->
        [white] White
       *[black] Black
    } has { $have } of 3 bastions: draw the rest first (R8).
start-invalid = The revealed schemes do not make a position: { $error }
start-bad-square = A revealed scheme names “{ $text }”, which is not a square of the board.
start-bastion-meets = The bastion on { $square } meets another piece or bastion (R8).
store-exists = { $path } already exists: choose another name, or open it to continue that game.
load-journal-jump = The journal jumps from entry { $from } to entry { $to }: the game file is incomplete.
