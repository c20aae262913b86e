# Экран «Начало»: образцы партий по имени файла (`01_mate.json` → «01 · Мат»); образец, которого
# здесь нет, показывается по имени файла.
start-sample = { $key ->
    [mate] Мат
    [points_after_petrification] Подсчёт очков после окаменения
    [hero_promotion] Герой превращается
    [castling_on_rank_3] Рокировка на 3-й горизонтали
    [blind_bastions] Бастионы по жребию
    [illegal_attempts_and_takeback] Невозможные ходы и отмена хода
    [synthesis_king_capture] Синтез: взятие короля
    [in_progress] Незаконченная партия
    [clocks_and_fide] Часы и наказания ФИДЕ
    [classical_on_time] Классические шахматы: поражение по времени
   *[other] { $name }
}
