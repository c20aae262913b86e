# Схема расстановки игрока: что в ней не так, как она набрана или прочитана из файла (R1, R2,
# R4, R7, R8, R12, R14), и проверка вскрытой схемы по её печати (R5). $ranks — «первая–последняя».

scheme-errors = замечаний к схеме: { $n }
scheme-not-a-piece = «{ $token }» — не фигура на поле: пишите, например, Крe1, Ke1, Фd1=10, Qd1=10, e2 для пешки, Бc4 для бастиона
scheme-bad-reserve = «{ $token }»: запас хода после «=» должен быть целым числом, например Фd1=10
scheme-reserve-needs-letter = «{ $token }»: запас хода есть только у ферзя, ладьи и слона (R12); укажите букву фигуры, например { $letter }{ $square }={ $n }
scheme-bastion-reserve = «{ $token }»: у бастиона нет запаса хода
scheme-role-reserve = «{ $token }»: у { ROLE($role, case: "gen") } нет запаса хода (R12): он есть только у ферзя, ладей и слонов
scheme-other-side = текст озаглавлен «{ $token }», а это схема { SIDE($color, case: "gen") }
scheme-empty = схема { SIDE($color, case: "gen") } пуста: введите её 16 фигур, например Крe1 Фd1=10 Лa1=10 … e2 f2 …
scheme-unreadable = не удаётся прочитать файл схемы { $path }: { $error }
scheme-army = { $n ->
    [0] у { SIDE($color, case: "gen") } нет { ROLE($role, case: "gen") } (R2: { $want })
   *[other] у { SIDE($color, case: "gen") } { $role ->
        [pawn] пешек
        [knight] коней
        [bishop] слонов
        [rook] ладей
        [queen] ферзей
       *[king] королей
    }: { $n } (R2: { $want })
}
scheme-piece-off-board = { ROLE($role) } на { $square } — вне доски { $width }x{ $height } (R1)
scheme-piece-outside-half = { ROLE($role) } на { $square } — вне горизонталей { SIDE($color, case: "gen") } { $ranks } (R4)
scheme-same-square = { ROLE($first) } и { ROLE($second) } стоят на одном поле { $square } (R4)
scheme-bastion-count = у { SIDE($color, case: "gen") } бастионов: { $n } (R7: нужно 3, пишутся как Бc4 или Xc4 либо после «бастионы:»)
scheme-bastion-off-board = бастион на { $square } — вне доски { $width }x{ $height } (R1)
scheme-bastion-outside-zone = бастион на { $square } — вне горизонталей бастионов { SIDE($color, case: "gen") } { $ranks } (R7)
scheme-two-bastions = два бастиона на { $square } (R7)
scheme-bastion-on-piece = бастион на { $square } стоит на поле, где у { SIDE($color, case: "gen") } { ROLE($role) } (R8)
scheme-bastions-drawn = бастионы тянут жребием после вскрытия (bastion_placement = blind, R8): уберите их из схемы
scheme-no-bastions-in-game = в этой партии нет бастионов (bastion_placement = none, R8): уберите их из схемы
scheme-no-reserve-for = у { ROLE($role, case: "gen") } на { $square } нет запаса хода (R12)
scheme-reserve-on-empty = запас хода { $n } указан для { $square }, где нет фигуры
scheme-zero-reserve = запас хода на { $square } равен 0: каждой фигуре — не меньше 1 (R14)
scheme-two-reserves = для { $square } указаны два запаса хода
scheme-reserve-missing = у { ROLE($role, case: "gen") } на { $square } нет запаса хода: укажите его как { $letter }{ $square }=N (R14)
scheme-pool-total = сумма запасов — { $total }, а пул — { $pool } (R14)
scheme-open-pool = для открытого равного раздела пул должен делиться на 5; пул — { $pool } (R14)
scheme-open-share = запасы открыты: фигура на { $square } получает { $share }, а не { $n } (R14)
scheme-no-reserve-in-game = в этой партии нет запаса ходов (reserve = off): уберите записи =N

## Вскрытая схема, проверенная по печати (R5).
scheme-sealed-not-revealed = схема { SIDE($color, case: "gen") } запечатана, но не вскрыта
scheme-missing = схемы { SIDE($color, case: "gen") } нет
scheme-revealed-unreadable = вскрытая схема { SIDE($color, case: "gen") }: { $error }
scheme-seal-mismatch = вскрытая схема { SIDE($color, case: "gen") } не совпадает со своей печатью: печать { $commitment }, а содержимое даёт { $found } (R5)
scheme-no-commitment = у схемы { SIDE($color, case: "gen") } нет печати
scheme-bad-seal-code = код печати { $code } у { SIDE($color, case: "gen") } не соответствует печати (R5)
scheme-of-side = схема { SIDE($color, case: "gen") }: { $problem }
