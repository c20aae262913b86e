# The live event on the app's screens (issue 41): the chief's hub on the Tournament screen, and
# a desk joining an event from the Start screen.
lv-about = Open the event to the boards: the hub starts on this computer, in the background, and the app keeps working. Each board's desk joins by typing the address shown (or scanning its QR code); you compare the six-digit code with the desk's screen and give it a board. Moves and results then arrive by themselves, and spectators follow the round in a browser.
lv-listen = Listen on
lv-open = Open the event to the boards
lv-close = Close the event to the boards
lv-running = The event is open to the boards
lv-join-address = Desks join at:
lv-fingerprint = Hub key fingerprint:
lv-addresses = Addresses:
lv-hall = Spectators (hall screen):
lv-join-how = On each desk: Start screen → “Join an event”, type the address above; its code appears below.
lv-delay = Delay for the internet audience, minutes (0–15):
lv-delay-set = Set
lv-desks = Desks asking to join
lv-no-desk = No desk is waiting. A desk joins by typing the address above or scanning the code.
lv-wish = asks for board { $board }
lv-board = Board
lv-board-hint = 3 or 2.3
lv-assign = Assign
lv-desks-keys = Compare the code with the desk's screen, type its board (Tab to the field) and press Enter.
lv-round = Round { $round }, live
lv-col-desk = Desk
lv-col-moves = Moves
lv-col-last = Last move
lv-col-result = Result
lv-result = { $result } { $state ->
    [final] final
   *[provisional] provisional
}
lv-result-conflict = conflict: the desk says { $desk }, the event holds { $other }
lv-result-unsigned = { $result } provisional, the signed sheet not yet in
lv-confirm = Confirm (F4)
lv-keys = Keys: ↑ ↓ a board, F4 confirms its result as its desk reported it (it needs the signed score sheet); a conflict is settled by typing the result on the Pairings tab.
lv-opened = The event is open to the boards at { $url }
lv-closed = The event is closed to the boards: the hub has stopped.
lv-bad-listen = “{ $address }” is not an address to listen on: write it as 0.0.0.0:8080
lv-no-key = The chief arbiter's key cannot be read or made: { $error }
lv-not-started = The hub did not start: { $error }
lv-join-request = Desk { $code } ({ $arbiter }) asks to join: compare the code with its screen and give it a board.
lv-join-request-anon = Desk { $code } asks to join: compare the code with its screen and give it a board.
lv-assigned = Desk { $code } holds board { $board } of round { $round }.
lv-bad-board = “{ $board }” is not a board: type its number (3) or round and board (2.3).
lv-confirmed = Board { $board } of round { $round }: { $result } confirmed, written into the round.
lv-refused = { $error }
lv-bad-delay = “{ $delay }” is not a delay: type whole minutes from 0 to 15.
lv-delay-done = The internet audience sees each event { $minutes } min late.
lv-conflict = Board { $board } of round { $round }: the desk's result differs from the one typed. Nothing is written over; decide, and type the result.
# A desk joining an event (the Start screen) and its link on the recording screen.
lv-join-event = Join an event…
lv-join-title = Join an event
lv-join-about = Type (or paste) the hub's address from the chief arbiter's screen, as http://HOST:PORT/?hub=FINGERPRINT. The desk shows a code; the chief arbiter compares it and gives this desk a board, and the game starts from the pairing.
lv-join-field = http://192.168.1.5:8080/?hub=…
lv-join = Join
lv-join-cancel = Cancel
lv-joining = Reaching the hub…
lv-join-code = Your code: { $code }
lv-join-waiting = Show this code to the chief arbiter and wait: the game starts as soon as a board is given to this desk.
lv-join-failed = Cannot join: { $error }
lv-joined = Board { $board } of round { $round } given to this desk: the game starts from its pairing.
lv-ng-saved-in = The game is saved on this desk, in the app's folder for live events (the hub gets its moves): { $file }
lv-link-sent = Live: sent to the hub
lv-link-waiting = Live: { $count ->
    [one] 1 snapshot waiting
   *[other] { $count } snapshots waiting
}
lv-link-down = Live: hub unreachable since { $since }, { $count ->
    [one] 1 snapshot waiting
   *[other] { $count } snapshots waiting
}
lv-link-refused = Live: the hub refused a snapshot — { $error }
lv-link-idle = Live: board { $board }, nothing sent yet
lv-publish-failed = The live snapshot was not made: { $error }
