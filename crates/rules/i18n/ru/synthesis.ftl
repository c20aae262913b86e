# «Синтез» (SYNTHESIS.md): отказы в ходе с их S-правилом (добавляет `with-rule`), условия
# режима, на которые они ссылаются, итоги (S27–S30), пометки позиции и события хода (S32).

## Режимы (S6).
regime-name = { $regime ->
        [A] ферзь дома
        [B] день и ночь
        [C] без ферзя
       *[D] классика
    }
# Где ферзь стороны; `$original` = `yes` — «исходный ферзь» (SE9).
clause-classical = { SIDE($color) } играют в классические шахматы (режим D)
clause-at-home = { clause-queen } { SIDE($color, case: "gen") } стоит дома на { $home }
clause-captured-home = { clause-queen } { SIDE($color, case: "gen") } взят на своём исходном поле { $home }
clause-away = { clause-queen } { SIDE($color, case: "gen") } ушёл с { $home }
clause-captured-away = { clause-queen } { SIDE($color, case: "gen") } взят не на { $home }
clause-queen = { $original ->
        [yes] исходный ферзь
       *[no] ферзь
    }
# Линии, по которым дальнобойная фигура бьёт днём.
day-lines = { $role ->
        [bishop] по диагоналям
        [rook] по вертикалям и горизонталям
       *[other] по вертикалям, горизонталям и диагоналям
    }

## Отказы в ходе.
synthesis-off-board = поля { $square } нет на доске: «Синтез» играется на доске 8x8, вертикали a–h и горизонтали 1–8
synthesis-both-kings-captured = партия окончена: взяты оба короля, последними короля взяли { SIDE($last) }
synthesis-king-gone = партия окончена: король { SIDE($color, case: "gen") } взят
synthesis-no-piece = на { $square } нет фигуры: сейчас ход { SIDE($color, case: "gen") }
synthesis-not-yours = { ROLE($role) } на { $square } — фигура { SIDE($owner, case: "gen") }, а сейчас ход { SIDE($color, case: "gen") }
synthesis-must-leave = { ROLE($role) } на { $square }: чтобы сделать ход, фигура должна покинуть { $square }
synthesis-must-promote = { ROLE($role) } на { $from } выходит на последнюю горизонталь на { $to } и { $role ->
        [rook] должна
        [pawn] должна
       *[other] должен
    } превратиться: пишите { $from }{ $to }q, { $from }{ $to }r, { $from }{ $to }b или { $from }{ $to }n
synthesis-no-promotion = превращается только пешка, дошедшая до последней горизонтали: при ходе { ROLE($role, case: "gen") } с { $from } на { $to } буква «{ $letter }» не пишется
synthesis-must-capture-king = король { SIDE($color, case: "gen") } взят: единственный ответный ход { SIDE($color, case: "gen") } должен взять короля { SIDE($them, case: "gen") } на { $king }, а { $mv } его не берёт
synthesis-leaves-king-classical = после { $mv } король { SIDE($color, case: "gen") } на { $king } остался бы под ударом { $attackers }: { SIDE($color) } играют в классические шахматы (режим D) и никогда не оставляют короля под ударом
synthesis-check-not-answered = король { SIDE($color, case: "gen") } под шахом, а после { $mv } он стоит на { $king } под ударом { $attackers }, и король { SIDE($them, case: "gen") } не атакован, так что это не ответный шах, который допускает S22
synthesis-leaves-king-attacked = после { $mv } король { SIDE($color, case: "gen") } на { $king } остался бы под ударом { $attackers }
synthesis-attacks-nothing = оба короля под шахом, поэтому каждый ход должен брать фигуру противника или нападать на неё с поля прибытия: { ROLE($role) } на { $square } ни на что не { $role ->
        [rook] нападала бы
        [pawn] нападала бы
       *[other] нападал бы
    }
synthesis-classical-check = королю { SIDE($color, case: "gen") } шах от { SIDE($them, case: "gen") }, которые играют в классические шахматы (режим D): от шаха нужно уйти или взять короля { SIDE($them, case: "gen") }, а после { $mv } король на { $king } всё ещё под ударом { $attackers }; ответный шах от него не спасает
synthesis-pawn-capture-mandatory = взятие пешкой обязательно, пока { $clause }: { $count ->
        [one] возможно взятие
       *[other] возможны взятия
    } { $captures }
synthesis-own-piece-there = { ROLE($role) } на { $from } не может пойти на { $to }: там стоит своя же фигура { SIDE($color, case: "gen") } — { ROLE($other) }, а дневной ход берёт фигуру противника
synthesis-knight-leap = конь на { $from } ходит прыжком коня, а до { $to } прыжком не достать
synthesis-capture-blocked = { ROLE($role) } на { $from } не может бить на { $to }: на пути стоит { ROLE($other) } на { $at }
synthesis-captures-only-along = { ROLE($role) } на { $from } { $byday ->
        [yes] бьёт днём только { day-lines }, пока { $clause }
       *[no] бьёт только { day-lines }
    }, поэтому не может взять { ROLE($target, case: "acc") } на { $to }
synthesis-pass-blocked = { ROLE($role) } на { $from } не может пройти через { ROLE($other, case: "acc") } на { $at } на пути к { $to }
synthesis-not-on-its-lines = { ROLE($role) } на { $from } ходит { day-lines }, а до поля { $to } так не дойти
synthesis-night-pattern = { ROLE($role) } на { $from } { $night ->
        [like_bishop] ночью ходит как слон
        [like_rook] ночью ходит как ладья
        [one_diagonal] ночью ходит на одно поле по диагонали
        [one_orthogonal] ночью ходит на одно поле по вертикали или горизонтали
       *[knight_leap] ночью ходит только прыжком коня
    }, пока { $clause }, поэтому не может пойти на пустое поле { $to }
synthesis-pawn-no-straight-capture = пешка на { $from } не бьёт прямо вперёд: путь загораживает { ROLE($other) } на { $to }, а пешка бьёт на одно поле по диагонали вперёд
synthesis-pawn-double-from-start = пешка на { $from } может пойти на два поля только со своей начальной горизонтали
synthesis-pawn-double-blocked = пешка на { $from } не может пойти на два поля, на { $to }: на { $at } стоит { ROLE($other) }, а ход на два поля идёт через пустое поле на пустое поле
synthesis-pawn-diagonal-empty = пешка на { $from } бьёт по диагонали только фигуру противника или на проходе: поле { $to } пусто, и взятия на проходе там нет
synthesis-pawn-cannot-reach = пешка на { $from } не может дойти до { $to }: пешка ходит на одно поле вперёд (с начальной горизонтали — на два) и бьёт на одно поле по диагонали вперёд
synthesis-king-never-castles-c = король { SIDE($color, case: "gen") } на { $from } не может рокироваться: король в режиме C никогда не рокируется, а { $clause }
synthesis-king-castle-b = король { SIDE($color, case: "gen") } на { $from } не может рокироваться, пока { $clause }: в режиме B король делает ночные ходы только в полночь, когда рокировка запрещена; параметр castling_synthesis=on её разрешает
synthesis-no-castling-right = у { SIDE($color, case: "gen") } нет права рокировки с ладьёй на { $rook }: король или эта ладья уже ходили, либо ладьи нет
synthesis-castling-blocked = { SIDE($color, case: "title") } не могут рокироваться с ладьёй на { $rook }: { $why }
synthesis-castle-occupied = на { $at }, между королём и ладьёй, стоит { ROLE($role) }
synthesis-castle-in-check = король { SIDE($color, case: "gen") } на { $king } под шахом
synthesis-castle-crosses = король прошёл бы через поле { $square } под ударом { ROLE($role, case: "gen") } на { $by }
synthesis-castle-lands = король встал бы на поле { $square } под ударом { ROLE($role, case: "gen") } на { $by }
synthesis-king-one-square = король { SIDE($color, case: "gen") } на { $from } ходит на одно поле, а { $to } не рядом с ним
synthesis-king-midnight-b = король { SIDE($color, case: "gen") } на { $from } ходит на пустое поле только в полночь, когда он под шахом, пока { $clause }; сейчас он может только бить
synthesis-king-not-in-check-c = король { SIDE($color, case: "gen") } на { $from } ходит только в полночь, чтобы уйти от шаха, так как { $clause }; сейчас шаха нет
synthesis-escapes-used = король { SIDE($color, case: "gen") } на { $from } израсходовал все { $escapes } { $escapes ->
        [one] выход
        [few] выхода
       *[many] выходов
    } из-под шаха, с тех пор как { $clause }, и больше не ходит
synthesis-king-escape-attacked = король { SIDE($color, case: "gen") } на { $from } может уйти от шаха только на поле, где он не под ударом: поле { $to } под ударом { $attackers }
synthesis-king-cannot-move = король { SIDE($color, case: "gen") } на { $from } не может пойти на { $to }
synthesis-game-over = партия окончена: { $outcome }

## Итоги (S27–S30).
synthesis-outcome-ongoing = партия продолжается
synthesis-outcome-king-captured = выиграли { SIDE($winner) }: взят король { $winner ->
        [white] чёрных
       *[black] белых
    }, ответного взятия нет (S27)
synthesis-outcome-both-kings = выиграли { SIDE($winner) }: взяты оба короля, последним взял короля { $winner ->
        [white] белый
       *[black] чёрный
    } (S27)
synthesis-outcome-checkmate = выиграли { SIDE($winner) }: мат (S28)
synthesis-outcome-draw = { $ground ->
        [stalemate] ничья: пат (S28)
        [repetition] ничья: троекратное повторение позиции (S30)
       *[fifty_moves] ничья: правило 50 ходов (S30)
    }

## Что экраны показывают о позиции.
synthesis-flag-regime = { SIDE($color, case: "title") }: режим { $regime } ({ regime-name })
synthesis-flag-escapes = { SIDE($color, case: "title") }: осталось выходов из-под шаха: { $n }
synthesis-flag-check = шах королю { SIDE($color, case: "gen") }
synthesis-flag-both-in-check = оба короля под шахом: только взятие или нападение (S23)
synthesis-flag-king-captured-reply = король { SIDE($color, case: "gen") } взят: один ответный ход — взятие короля противника (S27)
synthesis-flag-king-captured = король { SIDE($color, case: "gen") } взят, ответа нет (S27)
synthesis-flag-mandatory = взятие пешкой обязательно (S8): { $moves }

## События хода (S32).
synthesis-event-capture = взятие
synthesis-event-en-passant = взятие на проходе
synthesis-event-castle = рокировка
synthesis-event-promotion = превращение в { ROLE($role, case: "acc") }
synthesis-event-king-captured = король взят
synthesis-event-regime = { SIDE($color) } теперь в режиме { $regime } ({ regime-name })
synthesis-event-escapes = { SIDE($color) }: осталось выходов из-под шаха: { $n }
synthesis-event-check = шах
synthesis-event-both-in-check = оба короля под шахом
synthesis-event-reply = ответный ход: взять короля
synthesis-event-checkmate = мат
synthesis-event-stalemate = пат
synthesis-event-win = выиграли { SIDE($winner) }
synthesis-event-draw = ничья
