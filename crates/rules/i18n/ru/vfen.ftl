# Позиции, которые нельзя прочитать: VFEN из VFEN.md («Виктория» и классика) и FEN «Синтеза»
# (S2). Каждая ошибка называет поле (`$field`, имя из самой записи), текст, поле доски или
# фигуру и говорит, как написать верно.

## Позицию нельзя прочитать: причина, которую вставляют в предложение (clauses)
notation-error = { $field }: { $fault }
square-not-a-square = «{ $text }» — не поле доски: напишите букву вертикали a–p и номер горизонтали 1–16, например e2 или c10

## VFEN (VFEN.md): reasons (clauses)
vfen-empty = VFEN пуст; он начинается с горизонталей, например 8/8/… для доски 8x8
vfen-rank-count = горизонталей: { $ranks }; на доске их от { $min } до { $max }, через /
vfen-zero-run = на горизонтали { $rank } пустой промежуток из 0 полей
vfen-bad-char = на горизонтали { $rank } знак «{ $ch }»: это не буква фигуры (KQRBNP, kqrbnp), не бастион (X, x), не монумент (*) и не число
vfen-width = горизонталь { $rank } даёт { $squares } полей; ширина доски — от { $min } до { $max }
vfen-rank-width = горизонталь { $rank } даёт { $squares } полей, а ширина доски { $width }
vfen-side = «{ $text }»: очередь хода пишется w или b
vfen-off-board = поле { $square } вне доски { $width }x{ $height }
vfen-twice = поле { $square } названо дважды
vfen-halfmove = «{ $text }» — не целое число
vfen-fullmove = «{ $text }»: нужно целое число не меньше 1
vfen-not-a-token = «{ $text }» — не метка; метки: reserve:, hero:, fresh:, newborn:
vfen-token-twice = метка { $name }: встречается дважды
vfen-unknown-token = неизвестная метка «{ $name }:»; метки: reserve:, hero:, fresh:, newborn:
vfen-reserve-entry = «{ $text }» пишется как ПОЛЕ=N, например d1=10
vfen-reserve-count = запас на { $square } должен быть целым числом не меньше 1, а не «{ $text }»
vfen-newborn-entry = «{ $text }» пишется как Q=N, R=N, B=N, q=N, r=N или b=N
vfen-newborn-count = запас новорождённой фигуры { $letter } должен быть целым числом не меньше 1, а не «{ $text }»
vfen-castling-letters-wide = буквы KQkq читаются только на досках не шире 10 вертикалей; на этой доске их { $width }: перечислите поля ладей, например a1,l1
vfen-castling-letter-twice = «{ $ch }» встречается дважды
vfen-castling-list = { $fault }; рокировка пишется -, буквами KQkq или полями ладей, например a1,l1
vfen-start-bastion = бастион { SIDE($color, case: "gen") } на { $square } вне доски или на занятом поле (R9)
vfen-start-piece = { ROLE($role) } { SIDE($color, case: "gen") } на { $square } вне доски или на занятом поле (R4)

## FEN «Синтеза» (S2): причины (clauses)
fen-after-tokens = «{ $text }» стоит после меток: сначала напишите шесть полей FEN, затем метки
fen-seventh-field = «{ $text }» — седьмое поле: метки пишутся как ключ:значение (queen:, classical:, escapes:)
fen-empty = позиция пуста: напишите FEN, например rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
fen-side = «{ $text }» — не очередь хода: напишите w или b
fen-king-count = у { SIDE($color, case: "gen") } королей: { $count }; у каждого цвета один король или ни одного, если его взяли (S27)
fen-king-missing = у { SIDE($color, case: "gen") } нет короля, а ход { SIDE($turn, case: "gen") }: после взятия короля ходит его цвет своим единственным ответом (S27), так что очередь должна быть { SIDE($color, case: "gen") }
fen-halfmove = «{ $text }» — не число полуходов: напишите 0 или больше
fen-fullmove = «{ $text }» — не номер хода: напишите 1 или больше
fen-unknown-token = неизвестная метка «{ $key }:»: позиция «Синтеза» принимает queen:, classical: и escapes: (S2)
fen-token-twice = метка { $key }: дана дважды: напишите её один раз
fen-queen-values = «queen:{ $text }» требует двух значений, сначала белых, затем чёрных: например queen:d1,xaway
fen-queen-square = «{ $text }» — не поле доски 8x8, не xhome и не xaway (исходный ферзь { SIDE($color, case: "gen") }, S5)
fen-queen-not-there = на { $square } нет { $color ->
        [white] белого
       *[black] чёрного
    } ферзя, поэтому исходный ферзь { SIDE($color, case: "gen") } не может там стоять (S5)
fen-queen-ambiguous = у { SIDE($color, case: "gen") } несколько ферзей и ни одного на { $home }: укажите исходного (S5), например { $color ->
        [white] queen:c4,d8
       *[black] queen:d1,c5
    }
fen-classical = «classical:{ $text }» должно назвать w, b или wb: цвета в режиме D (S18)
fen-escapes-entry = «{ $text }» — не цвет=число: напишите, например, escapes:w=31,b=5
fen-escapes-color = «{ $text }» — не цвет: напишите w или b
fen-escapes-twice = { SIDE($color) } названы дважды: назовите каждый цвет один раз
fen-escapes-count = «{ $text }» — не число выходов из-под шаха у { SIDE($color, case: "gen") }: напишите от 0 до 32 (S16)
fen-escapes-regime = { SIDE($color) } в режиме { $regime }, а не C: выходы из-под шаха считает только цвет, чей ферзь взят вне дома (S16)
fen-rank-count = в «{ $text }» горизонталей: { $ranks }; «Синтез» играется на доске 8x8, напишите 8 горизонталей через / (S1)
fen-no-bastions = на горизонтали { $rank } знак «{ $ch }»: в «Синтезе» нет бастионов и монументов (S1)
fen-bad-char = на горизонтали { $rank } знак «{ $ch }»: это не буква фигуры (KQRBNP у белых, kqrbnp у чёрных)
fen-rank-long = горизонталь { $rank } «{ $text }» длиннее 8 полей (S1)
fen-pawn-on-edge = пешка стоит на { $square }: пешки не стоят на первой и последней горизонталях (S26)
fen-rank-width = горизонталь { $rank } «{ $text }» даёт { $squares } полей, а нужно 8 (S1)
fen-castling-right = «{ $name }» — не право рокировки: напишите - или буквы из KQkq (S24)
fen-castling-twice = право «{ $name }» написано дважды в «{ $text }»
fen-ep-square = «{ $text }» — не поле: напишите - или поле, через которое прошла пешка, например e3
fen-ep-wrong = { $square } не может быть полем взятия на проходе при ходе { SIDE($turn, case: "gen") }: это должно быть пустое поле на горизонтали { $rank }, а прямо за ним, на { $pawn }, — пешка { SIDE($mover, case: "gen") } (S25)
