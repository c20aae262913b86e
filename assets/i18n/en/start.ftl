# The Start screen: the sample games by their file's name (`01_mate.json` → “01 · Mate”, by the name after its number); a
# sample not named here shows its file's name.
start-sample = { $key ->
    [mate] Mate
    [points_after_petrification] Points after a petrification
    [hero_promotion] A hero promotes
    [castling_on_rank_3] Castling on rank 3
    [blind_bastions] Bastions drawn by lot
    [illegal_attempts_and_takeback] Illegal moves and a take-back
    [synthesis_king_capture] Synthesis: the king captured
    [in_progress] A game in progress
    [clocks_and_fide] Clocks and FIDE penalties
    [classical_on_time] Classical chess: lost on time
   *[other] { $name }
}
