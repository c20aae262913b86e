# The Tournament screen (src/app/screens/tournament.rs).
tg-start-button = Tournament…
tg-title = Tournament
tg-folder-hint = Tournament folder
tg-open = Open
tg-choose = Choose…
tg-sample = Open the sample tournament
tg-new-title = New tournament
tg-new-name = The event's name
tg-new-rounds = Rounds
tg-new-time = Time control (e.g. 60+30)
tg-new-city = City
tg-new-chief = Chief arbiter
tg-create = Create the tournament
tg-game = { $game ->
    [classical] Classical chess
   *[victoria] Victoria
}
tg-summary = { $system } · { $paired } of { $rounds } rounds paired · { $players ->
    [one] { $players } player
   *[other] { $players } players
} · time control { $tc }
tg-back = Back
tg-pair = Pair round { $round }
tg-pair-none = Pair the next round
tg-import-own = Import results from the boards
tg-print = Print PDF
tg-import-from = Import from a folder:
tg-import-hint = A folder of game files (another desk, a USB stick)
tg-import = Import
tg-close = Close
tg-tab = { $tab ->
    [players] Players
    [round] Pairings
    [standings] Standings
    [live] Boards live
   *[crosstable] Crosstable
}
tg-tab-round = Round { $round } pairings
tg-rounds = Round:
tg-col-board = Board
tg-col-white = White
tg-col-result = Result
tg-col-black = Black
tg-col-number = No.
tg-col-name = Name
tg-col-rating = Rating
tg-col-rtg = Rtg
tg-col-club = Club · federation
tg-col-points = Pts
tg-col-status = Status
tg-col-rank = Rank
tg-result = Result…
tg-start-board = Start board
tg-open-game = Open game
tg-result-for = Board { $board }:
tg-bye-line = { $name } ({ $number }): { $kind }, { $points } pts
tg-round-date = Round starts:
tg-round-date-hint = 2026-12-06 15:00
tg-round-date-set = Announce
tg-unpair = Take back this pairing
tg-player-name = A new player’s name (a late entry too)
tg-player-rating = Rating
tg-player-club = Club
tg-add-player = Enter the player
tg-player-title = Title
tg-player-federation = Federation
tg-player-fide-id = FIDE ID
tg-save-player = Save the details
tg-cancel-edit = Cancel
tg-edit-player = Correct
tg-bye = ½-point bye
tg-withdraw = Withdraw
tg-status-withdrawn = withdrawn from round { $round }
tg-status-bye = round { $round }: { $kind }
tg-tie-breaks = Tie-breaks, in order: { $list }
tg-tie-breaks-field = Set the tie-breaks (codes, in order):
tg-tie-breaks-hint = BH/C1, BH, SB, DE, WIN
tg-tie-breaks-set = Set
tg-other = Another tournament…

## The tournament screen's notices, each a line of its own (sentences)
tg-open-about = Open a tournament folder: its tournament.json and the boards' game files. Each board's game started here is saved into the folder.
tg-new-about = A new event is made in the folder typed above (a new folder, or an empty one); its players are then entered on the Players tab. The command line does the same: “victoria-arbiter tournament new”.
tg-bad-rounds = A Swiss event needs its number of rounds: “{ $typed }” is not a whole number above 0.
tg-no-folder = Type the tournament folder first.
tg-no-sample = The sample tournament (sample_games/tournament) is not installed.
tg-no-dialog = No file dialog is available here: type the folder and press Enter.
tg-opened = { $sample ->
    [yes] The sample tournament is open: a working copy in { $dir } (the sample itself never changes).
   *[no] Opened { $dir }.
}
tg-no-round = No round is paired yet: enter the players, then pair the first round.
tg-round-finished = Every board of this round has its result.
tg-keys = Keys: ↑ ↓ a board, 1 = 0 + - * its result, Del clears it, F3 every result, Enter starts its game; ← → the tabs, PgUp PgDn the rounds.
tg-pair-complete = Every round of the event is paired ({ $rounds }): there is no next round.
tg-pair-waits = { $count ->
    [one] Round { $round } still lacks the result of board { $boards }: the next round is paired once it is in.
   *[other] Round { $round } still lacks the results of boards { $boards }: the next round is paired once they are in.
}
tg-round-date-done = { $when ->
    [none] The start of round { $round } is taken back.
   *[other] Round { $round } starts { $when } (printed on its pairing list and slips).
}
tg-result-set = Round { $round }, board { $board }: { $result }.
tg-paired = Round { $round } is paired.
tg-paired-ranked = Round { $round } is paired. The players are numbered in FIDE's order first (rating, title, name; C.04.2): print the start list to post it.
tg-unpaired = The pairing of round { $round } is taken back.
tg-printed = The print is saved: { $file }
tg-player-added = Player { $number } entered: { $name }.
tg-correcting = Correcting player { $number } ({ $name }): Esc cancels.
tg-player-corrected = Player { $number }'s details saved: { $name }.
tg-bye-set = Player { $number } has a half-point bye in round { $round }.
tg-withdrawn = Player { $number } is withdrawn from round { $round } on.
tg-tie-breaks-done = The tie-breaks are set: the standings and prints use them.
tg-cross-about = Each cell: the opponent's number, w or b for the colour, the result (+ and - unplayed); a bye: - and its points.
tg-ng-saved-in = The game is saved in the tournament folder: { $file }
tg-entries-closed = A round robin takes no late entry once round 1 is paired (its table is fixed by its players).
