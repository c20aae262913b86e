# The recording screen: its keys, the help overlay, the clocks, the scoresheet and the message area;
# the New game form's time control and the unsaved-changes prompt.

key-help = Show or hide this list of keys
key-take-back = Take back the last move (asks for a reason)
key-result = Record the result
key-signatures = Signatures and the score sheet
key-draw-white = White offers a draw
key-draw-black = Black offers a draw
key-draw-accept = Accept the draw offer
key-draw-decline = Decline the draw offer
key-reserves = Show the private reserves for a few seconds
key-flip = Flip the board
key-public = Open or close the public board window
key-cancel = Close the dialog; discard a refused entry as an input slip (R29)
key-enter = Record the typed move; confirm a dialog
key-tab = Next field (Shift+Tab: previous field)
help-title = Keys of the recording screen
help-close = Close
key-clocks = Start, stop or restart the clocks
key-set-clocks = Set the clocks to the physical clock's reading
key-log-illegal = A refused entry the player completed (pressed the clock): log it as an illegal move (R29)
key-rule-loss = A loss offered (on time, FIDE 6.9; by illegal moves, 7.5.5): record its first answer, the loss or what the analysis found
key-keep-closed-time = On resume: keep the time the app was closed charged to the side to move (R33)
key-new-game = A new game (asks first about unsaved changes)
key-open-game = Open a game file (asks first about unsaved changes)
key-save-game = Save the game to its own file
key-save-game-as = Save the game to another file

## The clocks (R33)
clk-start = Start clocks
clk-pause = Stop clocks
clk-resume = Restart clocks
clk-set = Set clocks…
clk-set-title = Set the clocks to the physical clock's reading
clk-note = Note
clk-set-confirm = Set clocks

## Logged illegal moves (R29, R30)
rec-logged-list = Completed illegal moves that count:
rec-logged-line = { $n }. { $side ->
    [white] White
   *[black] Black
} “{ $announced }” ({ $rule })
rec-withdraw = Withdraw

## Game over, the scoresheet, the message area
rec-sheet-pdf = Score sheet (PDF)
rec-sheet-time = Time
rec-earlier = { $n ->
    [one] One earlier message
   *[other] { $n } earlier messages
}
# The move field's placeholder (short: it is drawn inside the field).
rec-move-hint = Move as announced: e2e4, Nbd2
# The result dialog's reason field's placeholder (short as well).
rec-reason-field = The arbiter's reason

## The New game form: the time control
ng-tc-label = Time control
ng-tc-custom = Periods
ng-tc-custom-hint = moves/minutes+increment, periods separated by commas: 40/90+30, 30+30
ng-tc-problem = Time control: { $reason }

## Unsaved changes
app-unsaved-save = Save
app-unsaved-keep = Keep in the working file

## The decision bar
rec-decision-reason = { $open ->
    [yes] Hide what the decision rests on ▾
   *[no] What the decision rests on ▸
}

## The live public PGN's file
rec-live-file = File: { $path }
rec-live-change = Change the file…
rec-live-keep = Keep this file

## Printing: an outside program's failure, in one line
rec-closed-charge = Keep it charged to { $side ->
        [white] White
       *[black] Black
    }
rec-closed-set = Set the clocks to the physical clock…

## The recording screen's notices, each a line of its own (sentences)
rec-mate-next-fide = { $color ->
        [white] White
       *[black] Black
    } wins by checkmate (FIDE 5.1.1). Open “Result…” to record it.
rec-slip-discarded = “{ $announced }” is discarded as an input slip: kept in the journal, not on the score sheet (R29).
clk-set-hint = Type each clock as it shows: m:ss or h:mm:ss (90 alone is 90 minutes).
clk-bad-reading = { $side ->
    [white] White's
   *[black] Black's
} clock “{ $text }” is not a reading like 4:05 or 1:29:45.
rec-flag-fell = { $loser ->
    [white] White's
   *[black] Black's
} flag has fallen (FIDE 6.9). { $ruleset ->
    [classical] Can the opponent still mate by some series of legal moves?
    [synthesis] Can the opponent still capture the king or mate by some series of legal moves (S30)?
   *[victoria] Can the opponent still mate (R27a)?
}
rec-withdraw-title = Withdraw the illegal move “{ $announced }”: why?
rec-withdrawn = The illegal move “{ $announced }” is withdrawn; it goes on the sheet as a correction (R30).
rec-game-over = The game is over: { $result }. Next: the result, the signatures, the score sheet.
app-unsaved-question = The game has changes not saved in its own file.
rec-decide-first = Answer the decision waiting first (or close it with Esc).
rec-live-esc = Esc closes the field.
app-print-failed = { $printer ->
    [yes] Printing with { $command } failed ({ $status }); the details are in { $log }.
   *[no] No printer found, and the PDF could not be opened with { $command } ({ $status }); the details are in { $log }.
}
# On resume (R33): the app was closed for $time (m:ss or h:mm:ss) while $side's clock ran.
rec-closed-for = The app was closed for { $time } while { $side ->
        [white] White's
       *[black] Black's
    } clock ran: that time is on { $side ->
        [white] White's
       *[black] Black's
    } clock now.
rec-closed-charged = The time the app was closed stays charged; the clock log says so.
clk-set-done = Clocks set to the physical clock: { $readings }.
rec-withdrawn-reversed = { $kind ->
    [minutes] Its penalty is reversed: the two minutes given to { $side ->
        [white] White
       *[black] Black
    } (FIDE 7.5.3) are taken off their clock again.
    [second] Its penalty is reversed: it no longer counts as a second illegal move (FIDE 7.5.5).
   *[logged] Its penalty is reversed: it no longer counts.
}

## The result dialog: a loss on time chosen while the app's clock still shows time, issue 38 (sentences)
rec-result-clock-shows = The app's clock shows { $side ->
    [white] White
   *[black] Black
} { $face }; record the loss on time on the physical clock's evidence?
