# Партии-образцы программы (sample_games/): название каждой и имена её турнира, места,
# клуба, арбитра и игроков; образец выбирает $sample.

sample-title = { $sample ->
    [mate] Мат
    [points_after_petrification] Подсчёт очков после окаменений
    [hero_promotion] Превращение героя
    [castling_on_rank_three] Рокировка на третьей горизонтали
    [blind_bastions] Бастионы по жребию
    [illegal_attempts_and_takeback] Невозможные ходы и отмена хода
    [synthesis_king_capture] «Синтез»: взятие короля
    [in_progress] Партия в игре
    [classical_on_time] Классические быстрые: поражение по времени
   *[clocks_and_fide] Часы и наказания ФИДЕ
}
sample-event = { $sample ->
    [synthesis_king_capture] Вечер синтез-шахмат 2026
   *[other] Чемпионат клуба «Виктория» 2026
}
sample-site = Москва, Центральный шахматный клуб
sample-club = «Виктория», Москва
sample-arbiter = Сергей Волков
sample-white = { $sample ->
    [mate] Анна Орлова
    [points_after_petrification] Дмитрий Соколов
    [hero_promotion] Фёдор Морозов
    [castling_on_rank_three] Игорь Павлов
    [blind_bastions] Кирилл Фёдоров
    [illegal_attempts_and_takeback] Максим Никитин
    [synthesis_king_capture] Ольга Соколова
    [in_progress] Олег Павлов
    [classical_on_time] Тимур Козлов
   *[clocks_and_fide] Олег Морозов
}
sample-black = { $sample ->
    [mate] Борис Лебедев
    [points_after_petrification] Елена Кузнецова
    [hero_promotion] Галина Попова
    [castling_on_rank_three] Юлия Семёнова
    [blind_bastions] Людмила Егорова
    [illegal_attempts_and_takeback] Нина Захарова
    [synthesis_king_capture] Павел Морозов
    [in_progress] Полина Смирнова
    [classical_on_time] Вера Андреева
   *[clocks_and_fide] Ирина Белова
}
