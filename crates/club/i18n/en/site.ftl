# The club's web site (victoria-arbiter site): index, standings, games table, game pages.

site-title = { $club ->
    [none] Club games
   *[other] { $club }: games
}
site-generated = Written by Victoria Arbiter on { $date } from { $games } records.
site-lang-switch = Русский
site-standings = Standings and titles
site-standings-none = No finished games yet.
site-games = Games
site-filter = Filter
site-filter-hint = player, event, date…
site-col-date = Date
site-col-event = Event
site-col-round = Round
site-col-white = White
site-col-black = Black
site-col-result = Result
site-col-ground = Ground
site-col-plies = Plies
site-chart-results = Results per player
site-chart-wins = wins
site-chart-draws = draws
site-chart-losses = losses
site-chart-progress = Progress towards the titles
site-method = How the figures are counted
site-back = All games
site-board = Board
site-board-alt = The position after ply { $ply } of { $plies }.
site-start = Start
site-prev = Back
site-next = Forward
site-end = End
site-flip = Flip
site-keys = Arrow keys step through the game; Home and End jump to the start and the end.
site-position-after = After { $ply ->
    [0] the start
   *[other] ply { $ply }: { $move }
}
site-moves = Moves
site-setups = Revealed setups
site-setup-of = { $color ->
    [white] White's setup
   *[black] Black's setup
}
site-seal = Seal code { $code }
site-result = Result
site-in-progress = The game is in progress: reserves stay secret.
site-reserves = Reserves
site-reserve-piece = Piece
site-reserve-allocated = Allocated
site-reserve-spent = Spent
site-reserve-fate = Fate
site-reserve-petrified = petrified on move { $n }
site-reserve-captured = captured on move { $n }
site-sheet-link = The signed score sheet (PDF)
site-legend = + check, # mate, =Q promotion, ★ hero, ◆ petrification
site-ruleset = { $ruleset ->
    [victoria] Victoria
    [synthesis] Synthesis chess
   *[classical] Classical chess
}
site-print = Print
site-error-folder = cannot read the folder { $dir }: { $error }
site-error-write = cannot write { $file }: { $error } (check that the output folder is writable)
site-cli-skipped = skipped { $file }: { $why }
site-app-button = Write the web site

# Tournament pages (crates/club/src/site/tournament.rs).
site-tournaments = Tournaments
site-tour-facts = { $rounds } of { $planned } rounds played · { $players } players · time control { $control }
site-tour-back = Back to the club's page
site-tour-standings-after = Standings after round { $round }
site-tour-crosstable = Crosstable
site-tour-rounds = Rounds
site-tour-round = Round { $round }
site-tour-rank = Rank
site-tour-no = No.
site-tour-name = Name
site-tour-points = Points
site-tour-board = Board
site-tour-white = White
site-tour-black = Black
site-tour-result = Result

## What the site writer reports, a line each (sentences)
site-cli-written = Written to { $dir }: { $pages ->
    [one] 1 game page
   *[other] { $pages } game pages
}, { $tournaments ->
    [0] no tournament page
    [one] 1 tournament page
   *[other] { $tournaments } tournament pages
} and the index ({ $sheets ->
    [0] no sheets linked
    [one] 1 sheet linked
   *[other] { $sheets } sheets linked
}).
site-app-writing = Writing the club's web site into { $dir }…
site-app-stopped = The site writer stopped before it finished; nothing more was written.
site-app-written = Web site written in { $dir }: { $pages ->
    [one] 1 game page
   *[other] { $pages } game pages
}, { $tournaments ->
    [0] no tournament page
    [one] 1 tournament page
   *[other] { $tournaments } tournament pages
} and the index{ $skipped ->
    [0] {""}
   *[other] ; { $skipped } files skipped
}. Open index.html in any browser, or copy the folder to the club's web host.
