# Refusals of the event (crates/tournament/src/error.rs).
tour-unknown-player = there is no player { $player } in this event
tour-bad-start-number = start number { $player } is not allowed: start numbers begin at 1
tour-duplicate-start-number = start number { $player } is already taken
tour-paired-twice = player { $player } is paired twice in round { $round }
tour-self-paired = player { $player } is paired against themselves in round { $round }
tour-player-withdrawn = player { $player } has withdrawn and cannot be paired in round { $round }
tour-player-left-out = player { $player } is neither paired nor given a bye in round { $round }
tour-two-pairing-byes = round { $round } gives the pairing-allocated bye twice
tour-board-numbers = round { $round } numbers its boards out of order at board { $board }
tour-round-out-of-order = round { $round } cannot be paired now: the next round is { $expected }
tour-previous-round-unfinished = round { $round } is not finished: board { $board } has no final result
tour-round-not-paired = round { $round } is not yet paired
tour-not-last-round = round { $round } is not the last paired round (round { $last } is)
tour-round-has-results = round { $round } already has a result on board { $board }
tour-unpaired-board = round { $round } has no board { $board }
tour-count-without-win = board { $board } of round { $round }: only a won game can be decided by the point count
tour-round-already-paired = round { $round } is already paired
tour-pairing-bye-requested = player { $player } cannot request the pairing-allocated bye: it is the pairing's to give
tour-event-complete = all { $rounds } rounds of the event are paired
tour-no-valid-pairing = no pairing of round { $round } satisfies the absolute criteria
tour-round-robin-size = a round robin needs at least 3 players, this event has { $players }
tour-ranking-frozen = the initial ranking is frozen once round 1 is paired (FIDE C.04.2): unpair round 1 to change it
tour-ranking-not-every-player = a new initial ranking must list every player exactly once: player { $player } is missing, repeated or unknown
tour-round-robin-started = player { $player } cannot enter: a round robin’s table is fixed by its players once round 1 is paired (FIDE C.05 Annex 1)
tour-no-name = player { $player } needs a name
tour-rating-too-high = player { $player }: the rating { $rating } has more than 4 digits (FIDE’s TRF keeps ratings up to 9999)
tour-title-too-long = player { $player }: the title “{ $title }” is longer than 3 letters (write it as FIDE does: GM, IM, FM, CM, WGM, …)
tour-federation-too-long = player { $player }: the federation “{ $federation }” is longer than 3 letters (write FIDE’s three-letter code: RUS, ENG, GER, …)
tour-fide-id-too-long = player { $player }: the FIDE ID { $fide_id } has more than 11 digits
tour-round-robin-rounds = a round robin of these players has { $rounds } rounds, not { $round }

# The tournament folder (crates/tournament/src/store.rs).
store-io = { $file }: { $what }
tournament-store-exists = { $file } already exists: a tournament is not created over another
store-damaged-json = { $file }, line { $line }, column { $column }: the file is damaged and was not read ({ $detail }); nothing was overwritten
store-damaged-json-field = { $file }, line { $line }, column { $column }: the field “{ $field }” is damaged ({ $detail }); nothing was overwritten
store-damaged-journal = { $file }, line { $line }: { $what }; nothing was overwritten
journal-not-json = the entry is not readable at column { $column } ({ $detail })
journal-checksum = the entry's checksum does not match its action
journal-sequence = the entry has number { $found } where { $expected } was due
journal-refused = the entry's change is refused: { $what }
note-torn-last-line = { $file }: the last line ({ $line }) was cut short when it was written and is dropped

# Why the pairing is as it is (crates/tournament/src/dutch.rs).
why-floats-down = { $player } floats down from { $from } to { $to } to meet { $opponent }
why-bye = { $player } gets the pairing-allocated bye: of the lowest score possible ({ $score }), he is left over in the last bracket by the Dutch order, and has had no point without playing
why-colour = board { $board }: { $player } gets { $colour ->
    [white] White
   *[black] Black
 }: { $rule ->
    [both] both colour preferences are met
    [stronger] the stronger colour preference is met
    [alternation] colours alternate from the last round in which they differed
    [higher] the higher-ranked player's preference is met
   *[number] the higher-ranked player's pairing number decides
 }

# TRF (crates/tournament/src/trf.rs).
trf-line = line { $line }: { $what }
trf-field-start-number = the start number
trf-field-rating = the rating
trf-field-fide-id = the FIDE ID
trf-field-points = the points
trf-field-rank = the rank
trf-field-rounds = the number of rounds
trf-field-opponent = the opponent
trf-not-a-number = { $field } in columns { $from }–{ $to } is not a number: “{ $text }”
trf-unknown-opponent = round { $round }'s cell (columns { $from }–{ $to }) names player { $opponent }, who is not in the file
trf-bad-colour = round { $round }'s colour in column { $column } is “{ $text }”, not w, b or -
trf-bad-result = round { $round }'s result in column { $column } is “{ $text }”, not one of 1 0 = + - W D L H F U Z
trf-own-opponent = in round { $round } player { $player } is named as their own opponent
trf-mismatch = in round { $round } player { $player } meets { $opponent }, but player { $opponent }'s cell does not say so with the other colour and a matching result
trf-duplicate-player = start number { $player } has a second player line
trf-bad-first-colour = the first colour “{ $text }” is neither w nor b
trf-no-players = the file has no player line (001)
trf-played-without-colour = round { $round }'s cell has a game without a colour in column { $column }: write w or b there (only a forfeit, + or -, may have -)
trf-points-contradict = player { $player }'s points column says { $declared }, the results give { $computed }: correct the points column or the results
trf-rounds-below-played = the number of rounds is { $declared }, but the file has { $played } rounds played: write at least { $played }
trf-team-event = this is a team tournament; Victoria runs individual events only: import each team's players as an individual event, or use a team pairing program
trf-unknown-player = the record names start number { $player }, which has no player line (001)
trf-not-utf8 = the bytes at column { $column } are not UTF-8: save the file as UTF-8, or import it as Latin-1 (--latin1) if it is one

# The pairing-engine command (crates/tournament/src/engine.rs).
engine-usage = usage: pairing --dutch INPUT.trf -p [OUTPUT] | pairing --dutch INPUT.trf -c | pairing --dutch -g CONFIG -o OUTPUT.trf [-s SEED]
engine-unknown-argument = unknown argument “{ $arg }”
engine-read = { $file } cannot be read: { $what }
engine-write = { $file } cannot be written: { $what }
engine-bad-trf = { $file }: { $what }
engine-check-no-pairing = round { $round }: { $what }
engine-check-differs = round { $round } would be paired differently: the file has { $file }, we pair { $ours }
engine-check-summary = { $rounds } rounds checked, { $differ } paired differently
engine-check-criterion =     { $criterion }: the file { $file }, ours { $ours }
engine-bad-config = { $file }, line { $line }: “{ $text }” is not one of PlayersNumber, RoundsNumber, DrawPercentage, ForfeitRate, RetiredRate, HalfPointByeRate, HighestRating, LowestRating = a whole number (line 0: the values do not fit together)
engine-check-colours =     the same pairs: the colours are allocated differently (C.04.3 E)

# Tie-break names for the legend (crates/tournament/src/tiebreak.rs), FIDE C.07.
tb-bh = Buchholz
tb-bh-cut = Buchholz without the { $cut ->
    [1] lowest result
   *[other] { $cut } lowest results
}
tb-bh-median = Median Buchholz ({ $pairs } highest and lowest left out)
tb-fb = Fore Buchholz
tb-fb-cut = Fore Buchholz without the { $cut ->
    [1] lowest result
   *[other] { $cut } lowest results
}
tb-sb = Sonneborn-Berger
tb-sb-cut = Sonneborn-Berger without the { $cut ->
    [1] lowest result
   *[other] { $cut } lowest results
}
tb-aob = Average of opponents' Buchholz
tb-de = Direct encounter
tb-win = Number of wins
tb-won = Number of games won over the board
tb-bpg = Number of games played with Black
tb-bwg = Number of games won with Black
tb-ge = Number of rounds one elected to play
tb-ps = Progressive scores
tb-ps-cut = Progressive scores without the first { $cut ->
    [1] round
   *[other] { $cut } rounds
}
tb-aro = Average rating of opponents
tb-aro-cut = Average rating of opponents without the { $cut ->
    [1] lowest rating
   *[other] { $cut } lowest ratings
}
tb-tpr = Tournament performance rating
tb-apro = Average performance rating of opponents
tb-ptp = Perfect tournament performance
tb-appo = Average perfect performance of opponents
tb-ks = Koya system
tb-vwc = Wins by the point count (Victoria)
