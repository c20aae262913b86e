
## The boards' import, a line per game file (sentences)
# Results from the boards' game files (crates/session/src/boards.rs).
boards-counted = Round { $round }, board { $board }: { $result } counts.
boards-already = Round { $round }, board { $board }: this result is already recorded.
boards-conflict = Round { $round }, board { $board }: the round holds { $recorded }, the game file says { $found }. Nothing was changed; correct it with “tournament result” if the game file is right.
boards-other-event = A game of another event (“{ $event }”): left out.
boards-no-such-board = The event has no round { $round }, board { $board }: left out (the game file must name a paired round and board).
boards-other-players = Round { $round }, board { $board } is paired with other players than { $white } and { $black }: left out.
boards-unfinished = Round { $round }, board { $board }: the game has no result yet.
boards-check-fails = Round { $round }, board { $board }: the record fails the check ({ $problems } problems; the first: { $first }). The result does not count.
boards-seal-fails = Round { $round }, board { $board }: the arbiter's seal does not verify. The result does not count. { $verdict }
boards-unreadable = The file cannot be read as a game record: { $why }
