# The desk's side of the live event (crates/live/src/join.rs, publisher.rs, outbox.rs, client.rs).
live-address-not-http = “{ $address }” is not a hub address: type it as the hub shows it, http://HOST:PORT/?hub=FINGERPRINT
live-address-no-fingerprint = the address “{ $address }” has no hub fingerprint: type the whole address the hub shows, ending in ?hub= and 16 characters
live-address-bad-fingerprint = the hub fingerprint “{ $fingerprint }” is not 16 hexadecimal digits: copy it again from the hub's screen
live-bad-board = “{ $board }” is not a board: write the round and the board as R.B, for example 2.5
live-file-read = cannot read the desk's live file { $path }: { $error }. Check the folder's permissions, or delete the file to number the game's snapshots afresh
live-file-damaged = the desk's live file { $path } is damaged ({ $error }): delete it, and the desk numbers the game's snapshots afresh (the hub keeps the highest)
live-file-write = cannot write the desk's live file { $path }: { $error }. The snapshot was not sent; free some space or fix the folder's permissions, and the desk sends it with the next action
live-send-unreachable = the hub at { $url } cannot be reached ({ $error }): the desk keeps the latest snapshot of each game and tries again; check the network cable or Wi-Fi and that the hub is running
live-send-busy = the hub is busy (HTTP { $status }): the desk tries again in a moment
live-send-refused = the hub refused snapshot { $seq } of game { $game } (HTTP { $status }: { $answer }): ask the chief arbiter whether this desk is assigned to this board, or join again
live-join-unreachable = the hub at { $url } cannot be reached ({ $error }): check the address, the network and that the hub is running
live-join-status = the hub at { $url } answered HTTP { $status } ({ $answer }): check the address, or ask the chief arbiter
live-join-not-signed = the answer from { $url } is not signed by a hub ({ $error }): check that the address is the hub's
live-join-wrong-hub = the machine at this address has the key { $found }, not the hub's key { $expected } from the address: do not join; check the address on the hub's screen
live-join-code-mismatch = the hub shows the code { $hub } but both keys give { $ours }: do not confirm; join again
