# The app's words: the fixed phrases of the screens (one id per `Text` of src/app/i18n.rs),
# then the phrases with values.

app-title = Victoria Arbiter
app-new-game = New game
app-club-stats = Club statistics and titles
app-new-short = New
app-open-short = Open
app-save-as-short = Save As
app-to-event = To the event
app-home = Start
app-unfinished-found = An unfinished game was found
app-resume-game = Resume the unfinished game
app-open-file = Open a game file
app-open-with-dialog = Choose a file…
app-type-path = or type the file's path
app-open = Open
app-recent-games = Recent games
app-sample-games = Sample games
app-event-data = Event data
app-field-event = Event
app-field-site = Site
app-field-date = Date
app-field-round = Round
app-field-board = Board
app-field-arbiter = Arbiter
app-field-club = Club
app-white = White
app-black = Black
app-rule-options = Rule options
app-back = Back
app-start-schemes = On to the players' schemes
app-scheme-of = Setup scheme
app-erase = Erase
app-type-scheme = Type the scheme
app-apply = Apply
app-load-scheme = Load a scheme from a file
app-load = Load
app-browse = Browse…
app-reserve-split = Move reserve
app-pool = pool
app-problems = Problems
app-clear = Clear
app-seal = Seal
app-scheme-sealed = Scheme sealed
app-seal-code = Seal code
app-continue = Continue
app-reveal = Reveal
app-seals = Seals
app-seal-verified = verified
app-seal-broken = BROKEN
app-physical-matches = The physical board matches the schemes
app-to-bastion-draw = On to the bastion draw
app-start-recording = Start recording
app-bastion-draw = Bastion draw
app-bastions-left = bastions left:
app-draw-from-bag = Draw from the virtual bag
app-lot-from-real-bag = lot from the real bag, e.g. d4
app-enter-lot = Enter
app-lot-log = Lot log
app-accepted = accepted
app-set-aside = set aside
app-real-bag = drawn from the bag
app-virtual-bag = drawn by the app
app-to-move = to move:
app-record = Record
app-recorded = Recorded:
app-illegal-move = ILLEGAL MOVE
app-ruling = ruling
app-penalty = Penalty
app-draw-offer = Draw offer
app-accept-draw = Accept the draw
app-decline-draw = Decline
app-live-pgn = Live public PGN
app-live-pgn-on = Turn on live PGN
app-live-pgn-off = Turn off live PGN
app-arbiter-seal = Arbiter's seal (Ed25519)
app-seal-record = Seal the record
app-seal-intact = the record is intact
app-seal-not-intact = THE RECORD CHANGED AFTER SEALING
app-not-understood = Move not understood
app-petrification = PETRIFICATION
app-check = CHECK
app-checkmate = CHECKMATE
app-game-ends = THE GAME ENDS
app-game-has-ended = THE GAME HAS ENDED
# A Synthesis game has ended: the engine's verdict, then what to do next.
app-synthesis-verdict = { $verdict }. { $next }
app-result = Result
app-promote-to = Promote
app-cancel = Cancel
app-take-back = Take back
app-take-back-dots = Take back…
app-reason = Reason (required)
app-result-dots = Result…
app-result-of-game = Result of the game (R26–R28)
app-result-of-classical-game = Result of the game (FIDE 5, 6.9, 9)
app-confirm-result = Record the result
app-flip = Flip
app-moves = Moves
app-hold-to-show-reserves = Hold to show reserves (arbiter only)
app-private-reserves = Move reserves — arbiter only
app-petrified-on-move = petrified on move
app-captured-on-move = captured on move
app-signatures = Signatures
app-sign = Sign
app-save = Save
app-score-sheet-pdf = Score sheet (PDF)
app-print-sheet = Print the sheet
app-save-as-path = Save to file:
app-public-board = Public board
app-open-public = Public window
app-close-public = Close public window
app-synthesis-chess = Synthesis chess
app-synthesis-status = Synthesis chess: regimes and status
app-synthesis-result-of-game = Result of the game (S27–S30)
app-engine-verdict = The engine's verdict
app-accept-verdict = Record the engine's verdict

## Phrases with values.

app-role-name = { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}
app-signer = { $who ->
    [white] White
    [black] Black
   *[arbiter] Arbiter
}
app-rescue = Rescue into a new file
app-fide-article = FIDE { $article }
app-fide-title = FIDE Laws of Chess, Article { $article }
app-ruling-title = { $rule ->
    [R1] Board and squares
    [R4] The setup scheme
    [R9] Nothing may stand on a bastion
    [R10] A bastion stops the line
    [R11] The pawn's bypass
    [R12] Move reserve and petrification
    [R13] Move reserve and petrification
    [R14] Move reserve and petrification
    [R15] Move reserve and petrification
    [R16] A monument never moves and blocks every line
    [R17] A petrifying piece gives no check
    [R20] Warriors and heroes
    [R21] Warriors and heroes
    [R22] Warriors and heroes
    [R23] The pawn's double step
    [R24] Castling
    [R25] Check and the king's safety
    [R29] Illegal move
   *[other] The rules of the game
} ({ $rule })
app-points-line = Point count (R3): White { $white } : Black { $black }
# A ground of the result dialog, with its ruling. `color` is the winner, the side that resigned
# or forfeited, or `none`.
app-ground = { $ground ->
    [checkmate] Checkmate: { $color ->
        [white] White
       *[black] Black
    } wins
    [nothing-to-move] Count: the side to move has no move and is not in check
    [no-striking-force] Count: reserves spent and no knights left
    [dead-position] Count: mate is impossible for both sides
    [dead-position-draw] Dead position: draw
    [agreed-count] Count agreed by the players
    [repetition] Threefold repetition
    [repetition-draw] Threefold repetition: draw
    [hundred-plies] 100 plies without capture, pawn move or petrification
    [draw-agreed] Draw by agreement
    [resigned] { $color ->
        [white] White
       *[black] Black
    } resigns
    [lost-on-time] { $color ->
        [white] White
       *[black] Black
    } loses on time (FIDE 6.9)
    [forfeit] { $color ->
        [white] White
       *[black] Black
    } loses by forfeit
    [decision-win] Arbiter's decision: { $color ->
        [white] White
       *[black] Black
    } wins
    [decision-draw] Arbiter's decision: draw
    [king-captured] King captured: { $color ->
        [white] White
       *[black] Black
    } wins
    [stalemate] Stalemate: draw
    [fifty-moves] 50 moves without a capture or a pawn move: draw
   *[other] { $ground }
}{ $ruling ->
    [none] {""}
   *[other] {" "}({ $ruling })
}
# A loss ruled by FIDE's Laws: on time (6.9) or by illegal moves (7.5.5).
app-outcome-loss = { $color ->
        [white] White
       *[black] Black
    } { $on_time ->
        [yes] loses on time
       *[no] loses by illegal moves
    }
# How a recorded game ended (the record's outcome key).
app-outcome = { $outcome ->
    [checkmate] checkmate
    [points] point count
    [draw] draw
    [resignation] resignation
    [agreement] draw by agreement
    [forfeit] forfeit
    [loss] loss ruled by the arbiter
    [decision] arbiter's decision
    [king_captured] king capture
   *[other] { $outcome }
}
app-offers-draw = { $color ->
        [white] White
       *[black] Black
    } offers a draw
app-draw-offer-line = { $color ->
        [white] White
       *[black] Black
    } offered a draw on move { $number } — { $state ->
    [pending] awaiting an answer
    [accepted] accepted
   *[declined] declined
}
app-seal-line = Sealed: SHA-256 { $digest }, arbiter's key { $key } — { $intact ->
    [yes] the record is intact
   *[no] THE RECORD CHANGED AFTER SEALING
}
# The scheme editor's example: `kind` is full (reserves and bastions), reserves, bastions or plain,
# as the game's options ask for (no bastion where they are drawn by lot, no reserve where there is none).
app-scheme-hint = For example: { $color ->
    [white] { $kind ->
        *[full] Ke1 Qd1=10 Ra1=10 … e2 f2 … Xc4 (Russian letters work too: Крe1 Фd1=10 Лa1=10 … e2 f2 … Бc4)
         [reserves] Ke1 Qd1=10 Ra1=10 … e2 f2 … (Russian letters work too: Крe1 Фd1=10 Лa1=10 … e2 f2 …)
         [bastions] Ke1 Qd1 Ra1 … e2 f2 … Xc4 (Russian letters work too: Крe1 Фd1 Лa1 … e2 f2 … Бc4)
         [plain] Ke1 Qd1 Ra1 … e2 f2 … (Russian letters work too: Крe1 Фd1 Лa1 … e2 f2 …)
    }
   *[black] { $kind ->
        *[full] Ke12 Qd12=10 Ra12=10 … e11 f11 … Xc9 (Russian letters work too: Крe12 Фd12=10 Лa12=10 … e11 f11 … Бc9)
         [reserves] Ke12 Qd12=10 Ra12=10 … e11 f11 … (Russian letters work too: Крe12 Фd12=10 Лa12=10 … e11 f11 …)
         [bastions] Ke12 Qd12 Ra12 … e11 f11 … Xc9 (Russian letters work too: Крe12 Фd12 Лa12 … e11 f11 … Бc9)
         [plain] Ke12 Qd12 Ra12 … e11 f11 … (Russian letters work too: Крe12 Фd12 Лa12 … e11 f11 …)
    }
}
app-plies = { $n ->
    [one] { $n } ply recorded
   *[other] { $n } plies recorded
}
app-synthesis-regime = { $color ->
        [white] White
       *[black] Black
    }: regime { $letter } ({ $name }){ $escapes ->
    [none] {""}
   *[other] , { $escapes } escapes left
}
app-show-for = Show for { $secs } s
app-key-unavailable = { $error }

## The club screen.
app-club-title = Club statistics and titles
app-club-back = Back
app-club-folder = Folder of game records
app-club-pick = Choose a folder…
app-club-scan = Read the records
app-club-save-pdf = Save the PDF report
app-club-defaults = R31 defaults

## The app's notices and refusals, each a line of its own (sentences)
app-tagline = The arbiter's desk for Victoria, 12x12 chess: sealed schemes, bastions, move recording, the score sheet.
app-resumed = The game goes on where it stopped.
app-no-samples = No sample_games folder was found.
app-no-game = No game is open.
app-scheme-privacy = Seen only by this player and the arbiter. Once sealed the scheme is hidden; only the seal code remains.
app-no-problems = No problems: the scheme can be sealed.
app-write-seal-code = Write the code on your paper, then hand over to your opponent.
app-set-up-physical = Set the pieces up on the board as the schemes say.
app-blind-draw-next = The bastions are drawn by lot next.
app-bastion-draw-hint = The bag holds every square of the side's bastion zone. A lot on an occupied square is set aside and another drawn.
app-draw-declined = The draw offer was declined; it is logged.
app-live-pgn-about = No reserve numbers; the file is rewritten after every move, take-back and result.
app-live-pgn-stopped = The public PGN is no longer updated.
app-seal-about = Signs the record with the arbiter's key; afterwards the record cannot change and “verify” finds any edit.
app-seal-done = The record is sealed with the arbiter's key; “verify” will confirm it is intact.
app-open-result-next = Open “Result…” to record the result.
app-sign-next = Next: the players' and the arbiter's signatures.
app-game-over = The game is over.
app-reason-needed = Give the reason for the take-back (R30).
app-nothing-to-take-back = No move has been recorded.
app-choose-ground = Choose the ground of the result.
app-no-reserves = This game has no move reserves.
app-sign-hint = Sign with mouse, pen or finger, then press “Sign”.
app-pad-empty = The pad is empty.
app-nothing-to-save = There is no game to save.
app-no-dialog = No system file dialog is available (no D-Bus session / XDG portal): type the file's path instead.
app-dialog-cancelled = No file was chosen.
app-public-schemes = The players are writing their schemes.
app-public-setup = The schemes are revealed; the board is being set up.
app-no-verdict = The engine sees no ending: the arbiter declares the result.
app-no-point-count = Synthesis has no point count (S27–S30).
app-signed-by = Signature stored: { $who ->
    [white] White
    [black] Black
   *[arbiter] Arbiter
}.
app-config-broken = The settings could not be read; the defaults are used ({ $detail }).
app-opened = Opened: { $path }
app-rescued = Rescued into { $file }: { $note }. The damaged file and its journal are left as they were.
app-saved = Saved: { $path }
app-pool-bad = The reserve pool “{ $value }” is not a number: type a whole number of at least 5 (R14).
app-pool-not-multiple = An open split needs a pool divisible by 5; { $n } is not (R14).
app-petrified = The { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
} on { $square } is petrified: it is now a monument (R15).
app-in-check = { $color ->
        [white] White
       *[black] Black
    } is in check: the next move must answer it.
app-mate-next = { $color ->
        [white] White
       *[black] Black
    } wins by checkmate (R26). Open “Result…” to record it.
app-lot-accepted = { $color ->
        [white] White
       *[black] Black
    }: bastion on { $square }.
app-live-pgn-path = The public PGN is written to { $path }
app-lot-set-aside = { $color ->
        [white] White
       *[black] Black
    }: lot { $square } set aside — { $why }. Draw again.
app-not-your-piece = { $square } holds no piece of the side to move.
app-taken-back = { $san } was taken back; the correction is logged (R30).
app-take-back-what = Take back the last move { $san }? The correction goes into the record and on the sheet (R30).
app-pdf-written = Score sheet written: { $path }
app-synthesis-other-ending = The engine sees another ending here: { $engine } — choose “{ $choose }”.
app-synthesis-no-such-ending = The engine sees no such ending in this position: { $ground }
app-no-such-ending = The engine sees no such ending in this position ({ $ruling }).
app-not-this-game = { $ground } is a ground of { $of ->
        [victoria] Victoria
        [classical] classical chess
       *[synthesis] Synthesis chess
    }, not of this game.
app-cannot-create = Cannot create { $path }: { $error }
app-nothing-in-progress = No game in progress is recorded in { $path }: { $error }
app-no-file = The game has no file.
app-seal-not-stored = The seal was not stored.
app-reserve-not-number = The reserve for { $square } is “{ $text }”: type a whole number (R14).
app-club-no-dialog = No file dialog is available here: type the folder's path.
app-club-no-folder = Type or choose the folder of game records first.
app-club-scan-stopped = The reading of the records stopped before it finished; try again.
app-club-report-saved = Report saved: { $path }
app-lost-on-time-undecided = The analysis could not tell in time whether { $color ->
    [white] White
   *[black] Black
} can still mate (FIDE 6.9): rule the flag fall from the flag offer, where you answer it.
app-not-closed-running = The clocks were not running while the app was closed: there is no closed time to charge or set.
app-typed-differs = The typed scheme is not what the board and the reserve fields hold: press Enter to apply it, or clear it.
# The title's tail while the position is over and its result not yet recorded ($ground:
# the ground in the ruleset's words, as the result dialog gives it).
app-title-ended = The game has ended — { $ground }.

## Statuses shown alone on their line, as labels: a capital, no full stop (labels)
app-signed = Signed
app-not-signed = Not signed
