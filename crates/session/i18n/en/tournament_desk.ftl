# The chief arbiter's desk over a tournament folder (crates/session/src/tournament.rs).
tdesk-cannot-open = The tournament cannot be opened: { $why }
tdesk-refused = Not done: { $why }
tdesk-cannot-pair = The next round cannot be paired: { $why }
tdesk-cannot-read-games = The game files in { $dir } cannot be read: { $why }
tdesk-cannot-copy = The sample tournament cannot be copied ({ $path }): { $why }
tdesk-cannot-print = The print cannot be made: { $why }
tdesk-empty-name = A player needs a name.
tdesk-bad-rating = The rating “{ $rating }” is not a whole number of at most four digits.
tdesk-bad-fide-id = The FIDE ID “{ $id }” is not a whole number of at most eleven digits.
tdesk-too-long = { $field ->
    [title] The title
   *[federation] The federation
} “{ $typed }” is longer than three letters (FIDE's code: GM, WIM…; RUS, ENG…).
tdesk-no-player = No player has the start number { $number }.
tdesk-by-count = { $result } (count)
tdesk-result = { $result ->
    [white] 1-0
    [black] 0-1
    [draw] ½-½
    [white-count] 1-0 on points
    [black-count] 0-1 on points
    [white-forfeit] +/- forfeit
    [black-forfeit] -/+ forfeit
    [double-forfeit] -/- neither came
    [adjourned] Adjourned
   *[clear] No result
}
tdesk-bye = { $kind ->
    [pairing] Pairing bye
    [half] Half-point bye
    [full] Full-point bye
   *[zero] Zero-point bye
}
tdesk-system = { $system ->
    [rr] Round robin
    [drr] Double round robin
    [swiss] Swiss (Dutch)
   *[swiss-baku] Swiss (Dutch, Baku acceleration)
}
tdesk-print = { $what ->
    [pairings] Pairings by board
    [by-name] Pairings by name
    [slips] Result slips
    [standings] Standings
    [start-list] Start list
   *[crosstable] Crosstable
}
tdesk-import-summary = { $files ->
    [one] 1 game file
   *[other] { $files } game files
} read in { $dir }: { $counted ->
    [one] 1 result taken
   *[other] { $counted } results taken
}, { $problems ->
    [0] no problems.
    [one] 1 problem (below).
   *[other] { $problems } problems (below).
}
tdesk-no-event-name = The new event needs a name (the boards' game files carry it).
tdesk-no-rounds = A Swiss event needs its number of rounds.
tdesk-cannot-create = The tournament cannot be created: { $why }
tdesk-unknown-tie-break = The tie-break “{ $code }” is unknown: type C.07 codes, in order, such as BH/C1, BH, SB, DE, WIN (known: { $known }; cuts: BH, FB, SB, PS and ARO take /C1, /C2 …, BH also /M1).
