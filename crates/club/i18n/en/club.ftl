# Club statistics and titles (src/club): the table, the counts of a scan, the PDF report, the
# charts and the method of R31, for the terminal, the CSV, the report and the Club screen.

# The columns of the table ($column: the column's key).
club-column = { $column ->
    [player] Player
    [games] Games
    [wins] Wins
    [draws] Draws
    [losses] Losses
    [wins_mate] By mate
    [wins_points] By points
    [unspent] Unspent
    [petrifications] Petrified
    [walls] Walls
   *[title] Title
}
# Synthesis counts its king captures (S27) among the wins by mate, and says so.
club-column-synthesis-wins-mate = Mate/king
club-legend = Unspent: average reserve points left on the player's living pieces at the end (share of the pool). Petrified: the player's pieces that became monuments. Walls: those petrified a king's step from the player's own bastion, and (in brackets) the games with such a wall.
club-ruleset = { $ruleset ->
    [victoria] Victoria
    [synthesis] Synthesis chess
   *[classical] Classical chess
}
club-report-title = Club statistics and titles
club-folder = Folder
club-counts = { $read ->
    [one] { $read } game record read
   *[other] { $read } game records read
}, { $unfinished ->
    [one] { $unfinished } unfinished game not counted
   *[other] { $unfinished } unfinished games not counted
}, { $skipped ->
    [one] { $skipped } file skipped
   *[other] { $skipped } files skipped
}
club-games-counted = { $games ->
    [one] { $games } finished game
   *[other] { $games } finished games
}
club-results-chart = Results per player
club-progress-chart = Progress towards the titles (Conqueror, Emperor)
club-legend-wins = wins
club-legend-draws = draws
club-legend-losses = losses
club-no-games = No finished games in this folder.

# The titles of R31.
club-title = { $title ->
    [tourist] Tourist
    [conqueror] Conqueror
   *[emperor] Emperor
}
# The figures behind a title: "Emperor: 24 games, …".
club-award = { $title }: { $figures }
club-award-and = { $first }; { $second }
club-figures-conqueror = { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $walls } with a wall ({ $wall_share })
club-figures-emperor = { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} ({ $win_share }), { $points } of them by points ({ $points_share }), unspent { $unspent }

# The label of a title threshold setting ($key: the setting's name).
club-threshold = { $key ->
    [conqueror_games] Conqueror: games at least
    [conqueror_wall_share] Conqueror: games with a wall
    [emperor_games] Emperor: games at least
    [emperor_win_share] Emperor: wins at least
    [emperor_points_share] Emperor: wins by points
   *[emperor_unspent_share] Emperor: unspent above
}
club-threshold-not-pair = “{ $pair }” is not key=value: write e.g. emperor_games=20 or emperor_win_share=60%
club-threshold-not-share = { $key }: “{ $value }” is not a share between 0 and 1 (or 0% and 100%)
club-threshold-not-count = { $key }: “{ $value }” is not a whole number of games
club-threshold-unknown = unknown threshold “{ $key }”: use one of { $keys }

# The method, printed with every table.
club-method-intro = Method (R31). Only finished Victoria games count; Synthesis and classical games are kept in their own tables and earn no title.
club-method-tourist = Tourist: every player to begin with.
club-method-conqueror = Conqueror: at least { $games ->
    [one] { $games } game
   *[other] { $games } games
}, and in at least { $wall_share } of them one of the player's own pieces petrified a king's step from one of their own bastions (a wall of bastion and monument).
club-method-emperor = Emperor: at least { $games ->
    [one] { $games } game
   *[other] { $games } games
}, at least { $win_share } wins, at least { $points_share } of the wins by points (R27), and an average unspent reserve of the player's living pieces at the end above { $unspent_share } of the pool (each game's reserve left, replayed from its moves, divided by that game's pool, averaged over the games with reserves).
club-method-both = A player who earns both is shown as Emperor, with the Conqueror's figures too. Draws include point counts with equal totals; wins by resignation or forfeit are wins but neither by mate nor by points.
club-method-thresholds = { $default ->
    [yes] Thresholds: the defaults of R31.
   *[no] Thresholds: changed from the defaults of R31.
}

# Why a file of the folder was left out ($file: its name; $reason: why).
club-skipped = { $file }: { $reason }
club-skip-unreadable = cannot be read: { $error }
club-skip-empty = is empty: it may have been cut short by a crash
club-skip-truncated = is cut short (truncated) or damaged: it ends at line { $line } column { $column }
club-skip-no-game = holds no game yet (no start position)
# $number: the move's number; $uci: the move as recorded; $reason: why the engine refuses it.
club-skip-move = move { $number } ({ $uci }) cannot be replayed: { $reason }
club-skip-not-coordinates = not a move in coordinates

# The folder itself cannot be listed (src/club/scan.rs).
club-scan-folder = cannot read the folder { $path }: { $error }
