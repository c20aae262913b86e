# The New game form (issue 12): the game chosen first, then only its options, and presets of
# common club settings.

ng-game-label = Game
ng-game = { $game ->
    [victoria] Victoria
    [classical] Classical chess
   *[synthesis] Synthesis chess
}
ng-game-about = { $game ->
    [victoria] 12x12 with sealed schemes, bastions and move reserves (RULINGS.md)
    [classical] FIDE chess on 8x8 from the standard setup; recording starts at once
   *[synthesis] Synthesis chess on 8x8 from the standard setup (SYNTHESIS.md); recording starts at once
}
ng-preset-label = Club settings
ng-preset = { $preset ->
    [written] As written
    [tournament] Tournament
    [rapid] Club rapid
    [blitz] Club blitz
    [learning] First games
   *[casual] Casual
}
ng-preset-about = { $preset ->
    [written] every option at its ruling's default, no clocks
    [tournament] FIDE classical clock (90 min for 40 moves, then 30 min, +30 s) and the FIDE illegal move penalty
    [rapid] rapid clock 15 min +10 s, FIDE illegal move penalty
    [blitz] blitz clock 3 min +2 s, FIDE illegal move penalty; bastions drawn by lot and an open equal reserve split, so the setup is quick
    [learning] no move reserve and no warriors (every pawn promotes), bastions drawn by lot, no clocks
   *[casual] no clocks, illegal moves only logged
}
ng-options-of = Options of { $game ->
    [victoria] Victoria
    [classical] classical chess
   *[synthesis] Synthesis chess
}
ng-no-options = Classical chess has no options beyond the illegal move penalty.
ng-start = { $game ->
    [victoria] On to the players' schemes
   *[other] Start recording
}
# A time control's short name in the list (its full words are written below the list).
ng-tc-short = { $preset ->
    [classical] FIDE classical 90/40, 30 +30 s
    [rapid] Rapid 15 min +10 s
    [blitz] Blitz 3 min +2 s
    [custom] Custom
   *[none] No clocks
}

## Start from a position
ng-position = From a position
