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
