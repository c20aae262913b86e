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
# Буквы, набранные вместо латинской буквы вертикали, и за каждой — вертикаль («сc»: русская с — это c).
notation-file-lookalikes = аa сc еe вb
# Буквы, набранные вместо знака взятия x.
notation-capture = х
# Буквы, набранные вместо O в рокировке (О-О).
notation-castling-letter = О
