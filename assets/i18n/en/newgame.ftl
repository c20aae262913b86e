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
# What a preset sets: its clock, each option it changes, then the rest (joined by ". ").
ng-preset-sets = { $option }: { $value }
ng-preset-defaults = Every option at its ruling's default
ng-preset-rest = The other options at their rulings' defaults
ng-options-of = Options of { $game ->
    [victoria] Victoria
    [classical] classical chess
   *[synthesis] Synthesis chess
}
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

## The New game form's notices (sentences)
ng-no-options = Classical chess has no options beyond the illegal move penalty.
