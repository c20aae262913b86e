# The command line (src/cli): what the commands print, in three kinds (tests/words/sentences.rs).

## Lines the commands print alone (sentences)
cli-bad-arguments = victoria-arbiter: { $error } (see victoria-arbiter --help).
cli-failed = victoria-arbiter: { $error }.
cli-no-game-file = victoria-arbiter: no game file at { $file }.
cli-app-failed = The app could not start: { $error }.
cli-no-app = This build has no desktop app (feature “gui” is off): run a subcommand, see --help.
cli-epd-bad-line = { $file }, line { $line }: { $error } (fix or remove the line; the other lines were analysed).
cli-problem = { $file }: { $problem }.
# `seals`: none where the game has no sealed scheme (classical chess, a game from a position).
cli-check-ok = { $file }: { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}, result { $result }{ $seals ->
    [synthesis] , Synthesis, nothing sealed
    [intact] , seals intact
    [hidden] , seals not revealed
   *[none] {""}
}: no problems.
cli-check-problems = { $file }: { $problems ->
    [one] { $problems } problem
   *[other] { $problems } problems
}.
cli-lots = { SIDE($color, case: "title") }: { $squares }.
cli-lot-bastion = { SIDE($color, case: "title") } { $square }: bastion.
cli-lot-aside = { SIDE($color, case: "title") } { $square }: set aside — { $why }.
cli-note = Note: { $note }.
cli-cannot-read = Cannot read { $file }: { $error }.
cli-file-error = { $file }: { $error }.
cli-cannot-write = Cannot write { $file }: { $error }.
cli-sheet-written = Wrote { $file } ({ $bytes } bytes), record SHA-256 { $digest }.
cli-sealed = Sealed { $file }: SHA-256 { $digest }, arbiter's key { $key }.
cli-skipped = Skipped { $file }.
cli-not-written = The { $what ->
    [csv] CSV
    [pdf] PDF report
   *[pgn] PGN archive
} was not written: { $error }.
cli-written = { $what ->
    [csv] CSV
    [pdf] PDF report
   *[pgn] PGN archive
} written to { $file }.
cli-archived = { $games ->
    [one] { $games } game exported
   *[other] { $games } games exported
}, { $skipped ->
    [one] { $skipped } file skipped
   *[other] { $skipped } files skipped
}.
# `salvage`: the rescued copy written, and what it kept.
cli-salvaged = Written { $file }: { $note }.
cli-tour-created = Created the event in { $dir }.
cli-tour-player-added = Player { $number }: { $name }.
cli-tour-withdrawn = Player { $number } is withdrawn from round { $round } on.
cli-tour-bye = Player { $number } has a requested bye in round { $round }.
cli-tour-unpaired = Not paired: { $number } { $name }.
cli-tour-result = Round { $round }, board { $board }: { $result }.
cli-tour-tie-breaks = Tie-breaks: { $list }.
cli-tour-unrated-rating = Unrated players count with the rating { $rating }.
cli-tour-printed = Wrote { $file }.
cli-tour-trf-read = Read { $players } players and { $rounds } rounds into { $dir }.
cli-hub-address = The hub listens at { $address }.
cli-hub-join = Desks join at { $url } (the hub's key: { $fingerprint }).
cli-hub-desk = Code { $code }, desk { $desk } ({ $arbiter }): board { $board }.
cli-hub-written = Round { $round }, board { $board }: { $result } is written into the event.
cli-hub-stopped = The hub has stopped.
cli-desk-connecting = Reaching the hub at { $url } …
cli-desk-code = Short code { $code } ({ $event }): the chief arbiter compares it with the hub's screen and assigns a board.
cli-desk-waiting = Waiting for the chief arbiter to assign a board.
cli-desk-assigned = Assigned board { $board }.
cli-desk-stored = This desk joined board { $board } before (kept in { $file }); delete that file to join again.
cli-desk-created = { $file } started from the pairing: { $white } – { $black }.
cli-desk-waiting-game = Waiting for the game file { $file } to appear.
cli-desk-published = Snapshot { $seq } of { $file } handed to the outbox.
cli-desk-trouble = Not delivered yet: { $error } ({ $waiting ->
    [one] one game waits
   *[other] { $waiting } games wait
}).
cli-desk-reconnected = The hub has the desk's snapshots again.
cli-desk-finished = The game { $file } is finished and the hub has its snapshot { $seq }.
cli-desk-delivered = The hub has snapshot { $seq } of board { $board }.
cli-desk-gave-up = Snapshot { $seq } was not delivered within { $seconds } s: the hub could not be reached; run the command again when it can.
cli-desk-recorded = { $plies } moves recorded into { $file }: { $score }.

## Reasons, set into cli-failed (“victoria-arbiter: …”) or another line after a colon (clauses)
cli-option-not-synthesis = option “{ $pair }” has no effect under --rules synthesis: its options are self_check=counter|allowed and castling_synthesis=off|on
cli-option-not-classical = option “{ $pair }” has no effect under --rules classical (plain chess, E7); use --rules victoria
cli-bad-position = bad { $notation }: { $error }
cli-not-coordinates = move { $ply } “{ $text }” is not in coordinates: write from-square, to-square and a promotion letter, e.g. e2e4 or { $example }
cli-can-mate-synthesis = can-mate takes --rules victoria or classical: a Synthesis game ends in the king's capture, not mate
cli-epd-unreadable = cannot read the positions file { $file }: { $error }
cli-say-format = say which format: --pgn
cli-say-draw = say what to do: --draw
cli-bad-side = --side must be white or black, not “{ $side }”
cli-tour-bad-system = the pairing system “{ $what }” is unknown: say rr, drr or swiss
cli-tour-bad-ruleset = the ruleset “{ $what }” is unknown: say victoria or classical
cli-tour-bad-tie-break = the tie-break “{ $what }” is unknown: say its C.07 code, in order, such as BH/C1, BH, SB, DE, WIN (known: { $known }; cuts: BH, FB, SB, PS and ARO take /C1, /C2 …, BH also /M1)
cli-tour-bad-bye = the bye “{ $what }” is unknown: say half, full or zero
cli-tour-bad-result = the result “{ $what }” is unknown: say 1-0, 0-1, 1/2-1/2, +/-, -/+, -/-, adjourned or none
cli-tour-bad-print = the print “{ $what }” is unknown: say pairings, by-name, slips, start-list, standings or crosstable
cli-tour-player-what = say --name for a new player, --withdraw N --round R, or --bye N --round R
cli-tour-trf-folder = say the folder to create from the TRF file
cli-tour-trf-action = “{ $what }” is not a TRF action: say export or import
cli-tour-round-incomplete = round { $what } has no complete results yet: the standings are after a round whose boards all have results
cli-tour-bad-order = “{ $what }” is not a start number: say the start numbers in order, comma-separated
cli-tour-no-player = there is no player { $what }
cli-tour-bad-rating = “{ $what }” is not a rating: say a whole number (e.g. 1000) or none
cli-desk-cannot-read = cannot read the game { $file }: { $error }; the desk reads it again when it changes
cli-desk-busy-file = the game { $file } changed while it was read: run the command again
cli-desk-no-board = no board is known for { $file } at this hub: join it first (desk join) or give --board R.B

## Headings, labels and parts of other lines
cli-result = { $score } ({ $outcome })
cli-reading = reading records
cli-exporting = exporting records
cli-tour-round = Round { $round }:
cli-tour-standings = { $name }: standings after round { $round }
cli-tour-start-list = { $name }: start list
cli-tour-ranked = The initial ranking is FIDE's order (rating, title, name); start numbers are now:
cli-tour-ranked-given = The initial ranking is the order given; start numbers are now:
cli-tour-points = Pts
cli-hub-commands = commands: assign CODE R.B · confirm R.B · override R.B RESULT (white, black, draw, white-count, black-count, white-forfeit, black-forfeit, double-forfeit) · delay hall|net SECONDS · desks · refresh · quit (or Ctrl+C)

## What clap finds wrong in the arguments (src/cli/help.rs), set into cli-bad-arguments (clauses).
cli-args-unknown = unexpected argument “{ $arg }”
cli-args-unknown-command = unknown command “{ $command }”
cli-args-no-value = “{ $arg }” needs a value
cli-args-invalid-value = invalid value “{ $value }” for “{ $arg }”
cli-args-invalid-value-because = invalid value “{ $value }” for “{ $arg }”: { $reason }
cli-args-not-a-number = not a whole number
cli-args-no-equals = “{ $arg }” takes its value after “=”
cli-args-too-many = unexpected value “{ $value }” for “{ $arg }”
cli-args-value-count = wrong number of values for “{ $arg }”
cli-args-conflict = “{ $arg }” cannot be used with “{ $other }”
cli-args-repeated = “{ $arg }” is given more than once
cli-args-conflict-any = “{ $arg }” cannot be used with the other arguments given
cli-args-missing = required arguments not provided: { $args }
cli-args-missing-command = “{ $command }” needs a command: { $commands }
cli-args-not-utf8 = an argument is not valid UTF-8
cli-args-unreadable = the arguments cannot be read
cli-args-suggested = { $error }; did you mean “{ $suggested }”?
cli-args-possible = { $error }; possible values: { $values }
