# The program's sample games (sample_games/): each one's title, and the names of its event,
# site, club, arbiter and players, selected by the sample ($sample).

sample-title = { $sample ->
    [mate] Mate
    [points_after_petrification] Points after petrification
    [hero_promotion] A hero's promotion
    [castling_on_rank_three] Castling on rank 3
    [blind_bastions] Bastions drawn by lot
    [illegal_attempts_and_takeback] Illegal moves and a take-back
    [synthesis_king_capture] Synthesis: a king captured
    [in_progress] A game in progress
    [classical_on_time] Classical rapid: lost on time
   *[clocks_and_fide] Clocks and FIDE penalties
}
sample-event = { $sample ->
    [synthesis_king_capture] Victoria Club Synthesis Evening 2026
   *[other] Victoria Club Championship 2026
}
sample-site = Moscow, Central Chess Club
sample-club = Victoria Moscow
sample-arbiter = Sergei Volkov
sample-white = { $sample ->
    [mate] Anna Orlova
    [points_after_petrification] Dmitri Sokolov
    [hero_promotion] Fyodor Morozov
    [castling_on_rank_three] Igor Pavlov
    [blind_bastions] Kirill Fedorov
    [illegal_attempts_and_takeback] Maxim Nikitin
    [synthesis_king_capture] Olga Sokolova
    [in_progress] Oleg Pavlov
    [classical_on_time] Timur Kozlov
   *[clocks_and_fide] Oleg Morozov
}
sample-black = { $sample ->
    [mate] Boris Lebedev
    [points_after_petrification] Elena Kuznetsova
    [hero_promotion] Galina Popova
    [castling_on_rank_three] Yulia Semenova
    [blind_bastions] Lyudmila Egorova
    [illegal_attempts_and_takeback] Nina Zakharova
    [synthesis_king_capture] Pavel Morozov
    [in_progress] Polina Smirnova
    [classical_on_time] Vera Andreeva
   *[clocks_and_fide] Irina Belova
}
