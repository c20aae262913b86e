# The chief arbiter's hub (crates/live/src/hub/).
## What the hub refuses and what it tells the chief: lines the command line prints alone (sentences)
hub-refused = Refused: { $why ->
    [forged] the signature does not match the key it names
    [format] not a snapshot of this version
    [not-own-key] a join signed by another key than the desk's
    [not-chief] only the chief arbiter's key may do this
    [too-fast] too many requests; try again shortly
    [unknown-key] the desk { $desk } has not joined
    [unknown-desk] no desk with the code or fingerprint { $desk }
   *[other] { $why } { $desk }
}.
hub-refused-unreadable = Refused: the message cannot be read ({ $error }).
hub-refused-old = Refused: snapshot { $seq } is not newer than { $highest }, already taken.
hub-refused-board = Refused: { $why ->
    [wrong-board] this desk does not hold board { $board } of round { $round }
    [no-such-board] round { $round } has no board { $board }
    [no-result] board { $board } of round { $round } has no result from its desk
    [no-sheet-digest] board { $board } of round { $round }: the sealed score sheet has not arrived
   *[conflict] board { $board } of round { $round }: the desk's result differs from the event's; only an override settles it
}.
hub-refused-chief-replay = Refused: the chief's action { $n } was already taken (the last was { $last }).
hub-refused-delay = Refused: a delay of { $seconds } s is longer than { $max } s.
hub-refused-too-large = Refused: { $bytes } bytes is too large.
hub-refused-journal = Refused: the hub's journal cannot be written ({ $error }).
hub-join-request = Desk { $desk } ({ $arbiter }) asks to join: code { $code }{ $wish ->
    [none] {""}
   *[other] , asking for board { $wish }
}.
hub-assigned = Desk { $desk } holds board { $board } of round { $round }.
hub-board = Board { $board } of round { $round }: snapshot { $seq }.
hub-provisional = Round { $round }, board { $board }: { $result } (provisional{ $sheet ->
    [yes] , the sealed sheet has arrived
   *[no] {""}
}).
hub-final = Round { $round }, board { $board }: { $result } is final{ $overridden ->
    [yes] {" "}(the chief's ruling)
   *[no] {""}
}.
hub-conflict = Round { $round }, board { $board }: the desk says { $desk }, the event holds { $other }; nothing is written over.
## Why the hub cannot start: reasons set into the command line's error line (clauses)
hub-journal-damaged = the hub's journal { $file } is damaged at line { $line }
hub-journal-io = the hub's journal { $file } cannot be opened: { $error }
hub-state-damaged = the hub's state file { $file } cannot be read: { $why }
hub-state-io = the hub's state file { $file } cannot be opened: { $error }
hub-state-other-chief = the hub's state file { $file } was written with another chief's key: start the hub with the key that opened the event
hub-listen = cannot listen on { $address }: { $error }
hub-io = the hub cannot start: { $error }
