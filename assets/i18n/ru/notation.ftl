# Буквы и слова, которые набирает арбитр; их читают (не показывают) разбор схемы и хода:
# принимаются буквы всех языков, каков бы ни был язык экрана. Несколько — через пробел.

notation-role = { $role ->
    [pawn] п
    [knight] К
    [bishop] С
    [rook] Л
    [queen] Ф
   *[king] Кр
}
notation-bastion = Б
notation-heading = { $heading ->
    [white] белые
    [black] чёрные черные
    [bastions] бастионы бастион
   *[pieces] фигуры
}
notation-en-passant = е.п.
