# Слова для всех разделов: стороны, фигуры, счёт.

side = { $color ->
    [white] Белые
   *[black] Чёрные
}
moves-count = { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[many] { $n } ходов
}
# Буква фигуры в записи хода, как её пишет бланк на этом языке (san::written).
san-letter = { $role ->
    [knight] К
    [bishop] С
    [rook] Л
    [queen] Ф
   *[king] Кр
}
