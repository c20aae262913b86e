# Слова движка (Виктория и классика): отказы в ходе (по сообщению на каждый вид отказа; правило
# добавляет `with-rule`, если предложение не называет его само), что стоит на поле, итоги
# партии и события хода (E9). Род фигуры — через `$role`: слон окаменел, ладья окаменела.

## Что стоит на поле.
thing-piece-nom = { ROLE($role) } на { $square }
thing-piece-gen = { ROLE($role, case: "gen") } на { $square }
thing-bastion-nom = бастион { SIDE($color, case: "gen") } на { $square }
thing-bastion-gen = бастиона { SIDE($color, case: "gen") } на { $square }
thing-monument-nom = монумент на { $square }
thing-monument-gen = монумента на { $square }
thing-square = { $square }
thing-enemy-nom = противник
thing-enemy-gen = противника

## Отказы в ходе: причины, которые вставляют в предложение (clauses).
refusal-off-board = поля { $square } нет на доске: на ней вертикали a–{ $last } и горизонтали 1–{ $ranks }
refusal-no-piece = на { $square } нет фигуры
refusal-bastion-never-moves = на { $square } стоит бастион { SIDE($color, case: "gen") }: бастион никогда не ходит
refusal-monument-never-moves = на { $square } стоит монумент: монумент никогда не ходит
refusal-not-your-move = сейчас ход { SIDE($turn, case: "gen") }: { ROLE($role) } на { $square } — фигура { SIDE($owner, case: "gen") }
refusal-must-move = { ROLE($role) } на { $from }: ход должен вести на другое поле
refusal-onto-bastion = { ROLE($role) } на { $from } не может пойти на { $to }: там бастион { SIDE($color, case: "gen") }, а на бастион не встаёт ни одна фигура
refusal-onto-monument = { ROLE($role) } на { $from } не может пойти на { $to }: там стоит монумент, а монумент не берут
refusal-onto-own-piece = { ROLE($role) } на { $from } не может пойти на { $to }: там стоит своя же фигура { SIDE($color, case: "gen") } — { ROLE($other) }
refusal-king-never-captured = { ROLE($role) } на { $from } не может взять короля на { $to }: короля никогда не берут
refusal-must-promote = пешка, дошедшая до { $to }, должна превратиться: добавьте q, r, b или n, например { $from }{ $to }q
refusal-not-on-last-rank = превращается только пешка, дошедшая до последней горизонтали; { ROLE($role) } на { $from } не превращается
refusal-only-pawn-promotes = превращается только пешка; { ROLE($role) } на { $from } превратиться не может
refusal-knight-leap = конь на { $from } не может дойти до { $to }: конь прыгает на два поля в одну сторону и на одно в другую
refusal-castle-into-check = после рокировки король на { $king } оказался бы под шахом от { $by } (R24, E4)
refusal-king-into-check = король не может пойти на { $to }: там он оказался бы под шахом от { $by }
refusal-leaves-king-in-check = { ROLE($role) } на { $from }: после хода на { $to } король на { $king } остаётся под шахом от { $by }
refusal-pinned = { ROLE($role) } на { $from } { $role ->
        [rook] связана
        [pawn] связана
       *[other] связан
    }: после { $from }{ $to } король на { $king } оказался бы под шахом от { $by }
refusal-slider-lines = { ROLE($role) } { $from } не может дойти до { $to }: { $role ->
        [rook] ладья ходит по вертикалям и горизонталям
        [bishop] слон ходит по диагоналям
       *[other] ферзь ходит по вертикалям, горизонталям и диагоналям
    }
refusal-own-bastion-stops-quiet = { ROLE($role) } { $from } не может дойти до { $to }: собственный бастион { SIDE($color, case: "gen") } на { $at } останавливает тихий ход; сквозь него проходят только удары
refusal-bastion-stops-line = { ROLE($role) } { $from } не может дойти до { $to }: бастион { SIDE($color, case: "gen") } на { $at } перекрывает линию
refusal-monument-stops-line = { ROLE($role) } { $from } не может дойти до { $to }: монумент на { $at } перекрывает линию
refusal-in-the-way = { ROLE($role) } { $from } не может дойти до { $to }: на пути стоит { ROLE($other) } на { $at }
refusal-slider-cannot-reach = { ROLE($role) } { $from } не может дойти до { $to } в этой позиции
refusal-king-one-square = король на { $from } не может дойти до { $to }: король ходит на одно поле (на два — только при рокировке)
refusal-castling-off = рокировка в этой партии запрещена (параметр castling=off)
refusal-castling-rights-lost = { SIDE($color, case: "title") } не могут рокироваться в эту сторону: король или ладья уже ходили (R24, E5)
refusal-no-rook-that-way = король на { $from } не может рокироваться в эту сторону: на его горизонтали там нет ладьи { SIDE($color, case: "gen") }
refusal-castle-rook-off-rank = ладья на { $rook } стоит не на горизонтали короля { $rank } (R24, E5)
refusal-castle-no-rook = на { $rook } нет ладьи { SIDE($color, case: "gen") } (R24)
refusal-castle-too-close = между королём на { $king } и ладьёй на { $rook } должно быть не меньше двух полей (R24)
refusal-castle-between = между королём и ладьёй стоит { $what } (R24)
refusal-castle-king-in-check = король на { $king } под шахом от { $by }; рокироваться нельзя (R24)
refusal-castle-crosses-attacked = король прошёл бы через поле { $crossed } под ударом { $by } (R24, E4)
refusal-sentinel = воин на { $square } — часовой: он больше никогда не ходит (R21, E1)
refusal-pawn-backward = пешка на { $from } не может пойти на { $to }: пешка ходит только вперёд
refusal-warrior-last-rank = воин не может выйти на горизонталь { $rank }: пешка на { $from } ещё никого не взяла
refusal-pawn-blocked = пешка на { $from } не может пойти вперёд: путь загораживает { ROLE($other) } на { $to }, а пешка бьёт только по диагонали
refusal-pawn-cannot-advance = пешка на { $from } не может пойти на { $to }
refusal-pawn-moved = пешка на { $from } уже ходила: на два поля ходит только пешка, ещё не делавшая хода
refusal-push-through-bastion = пешка на { $from } не может пройти сквозь бастион { SIDE($color, case: "gen") } на { $at }
refusal-push-through-monument = пешка на { $from } не может пройти сквозь монумент на { $at }
refusal-double-step-blocked = пешка на { $from } не может пойти на два поля: путь загораживает { ROLE($other) } на { $at }
refusal-pawn-advance = пешка на { $from } не может дойти до { $to }: пешка ходит на одно поле вперёд, первым ходом — на два
refusal-no-en-passant = взятия на проходе на { $to } нет: за этим полем не стоит пешка, только что сделавшая двойной шаг (E8)
refusal-bypass-off = пешка на { $from } не может обойти свой бастион: обход в этой партии запрещён (параметр pawn_bypass=off)
refusal-warrior-bypass-last-rank = воин не может выйти на горизонталь { $rank } и обходом (R21, E1)
refusal-pawn-diagonal = пешка на { $from } ходит по диагонали только со взятием или в обход своего бастиона, стоящего прямо перед ней
refusal-pawn-cannot-reach = пешка на { $from } не может дойти до { $to }: пешка ходит на одно поле вперёд, а бьёт на одно поле по диагонали вперёд
refusal-became-monument = { ROLE($role) } на { $square } { $role ->
        [rook] стала
        [pawn] стала
       *[other] стал
    } монументом на { $fullmove }-м ходу

## Итоги партии (R26, R27, R32).
outcome-ongoing = партия продолжается
outcome-checkmate = мат: выиграли { SIDE($winner) } (R26)
outcome-points = подсчёт очков, белые { $white } : чёрные { $black } — { $lead ->
        [white] белые выиграли по очкам
        [black] чёрные выиграли по очкам
       *[even] объективная ничья
    }; { points-ground } (R27)
# Почему партия перешла к подсчёту очков (R27).
points-ground = { $ground ->
        [nothing_to_move] у стороны, чья очередь ходить, нет допустимого хода, и шаха ей нет
        [no_striking_force] ни у одной из сторон не осталось ни ферзя, ни ладьи, ни слона с запасом хода, ни коня
        [dead_position] мат стал невозможен для обеих сторон
        [repetition] одна и та же позиция повторилась трижды (параметр repetition=points)
        [hundred_plies] прошло 100 полуходов без взятия, хода пешкой и окаменения (параметр repetition=points)
       *[agreement] игроки согласились на подсчёт очков
    }
# Итог классической партии — словами и статьями Правил ФИДЕ (подсчёта очков в классике нет).
outcome-checkmate-classical = мат: выиграли { SIDE($winner) } (ст. 5.1.1 Правил ФИДЕ)
outcome-draw-classical = { $ground ->
        [stalemate] ничья: пат (ст. 5.2.1 Правил ФИДЕ)
        [dead_position] ничья: мёртвая позиция, ни одна из сторон не может поставить мат (ст. 5.2.2 Правил ФИДЕ)
        [repetition] ничья: одна и та же позиция повторилась трижды (ст. 9.2 Правил ФИДЕ)
       *[hundred_plies] ничья: 50 ходов каждой стороны без взятия и хода пешкой (ст. 9.3 Правил ФИДЕ)
    }
outcome-draw = { $ground ->
        [stalemate] ничья: пат (ст. 5.2.1 Правил ФИДЕ)
        [dead_position] ничья: мёртвая позиция, ни одна из сторон не может поставить мат (ст. 5.2.2 Правил ФИДЕ)
        [repetition] ничья: одна и та же позиция повторилась трижды (R32)
       *[hundred_plies] ничья: 100 полуходов без взятия, хода пешкой и окаменения (R27)
    }

## События хода (E9).
event-capture = взятие
event-en-passant = взятие на проходе
event-castle = рокировка
event-hero = пешка на { $square } стала героем (R20)
event-promotion = превращение в { ROLE($role, case: "acc") }
event-petrified = фигура на { $square } окаменела: теперь это монумент (R15)
event-check = шах
event-checkmate = мат
# Окаменевшая фигура с её названием (R15).
petrified = { ROLE($role, case: "title") } на { $square } { $role ->
        [rook] окаменела
        [pawn] окаменела
       *[other] окаменел
    }: теперь это монумент (R15).

## A setup that is not a position (VFEN reading): reasons (clauses)
position-board-size = доска { $width }x{ $height }; ширина и высота должны быть от { $min } до { $max }
position-pawn-on-last-rank = { $color ->
        [white] белая
       *[black] чёрная
    } пешка на { $square } стоит на последней горизонтали; она должна была превратиться (R22)
position-king-count = у { $color ->
        [white] белых
       *[black] чёрных
    } { $count ->
        [0] нет короля
       *[other] королей: { $count }
    }; в позиции должно быть ровно по одному королю у каждой стороны
position-ep-off-board = поле { $square } вне доски { $width }x{ $height }
position-reserve-without-piece = на { $square } нет ферзя, ладьи или слона; запас ходов есть только у них (R12)
position-zero-reserve = запас на { $square } равен 0; фигура с нулём — монумент (R15)
position-hero-not-pawn = на { $square } нет пешки; героем бывает только пешка (R20)
position-fresh-not-pawn = на { $square } нет пешки; свежей бывает только пешка (R23)
parse-unknown-ruling = неизвестное правило «{ $text }»
parse-unknown-ruleset = неизвестный свод правил «{ $text }»: укажите classical, victoria или synthesis
