# Параметры правил (RULINGS.md, SYNTHESIS.md): название параметра, его значения словами и
# пояснение в одну строку. Ключи (`castling`, `strikes_and_moves`) остаются такими, как их пишут
# запись партии и командная строка.

option-bastion-placement = Расстановка бастионов
option-bastion-placement-about = Бастионы выбираются в запечатанной схеме, тянутся жребием после вскрытия или не ставятся
option-own-bastion-passage = Проход через свои бастионы
option-own-bastion-passage-about = Свои бастионы пропускают удары; при значении «удары и тихие ходы» — и тихие ходы дальнобойных фигур
option-pawn-bypass = Обход бастиона пешкой
option-pawn-bypass-about = Пешка, упёршаяся в свой бастион, может шагнуть по диагонали вперёд
option-reserve = Запас ходов
option-reserve-about = Ферзь, ладьи и слоны тратят запас хода и на нуле каменеют
option-reserve-pool = Общий запас
option-reserve-pool-about = Очки, которые каждый игрок делит между ферзём, ладьями и слонами
option-reserve-visibility = Видимость запасов
option-reserve-visibility-about = Запасы знают только игрок и арбитр, или они открыты и поделены поровну
option-castling = Рокировка
option-castling-about = Король и нетронутая ладья рокируются на любой горизонтали
option-castling-costs-rook = Рокировка тратит запас ладьи
option-castling-costs-rook-about = Рокировка тратит 1 очко запаса хода ладьи
option-pawn-status = Воины и герои
option-pawn-status-about = Воины не выходят на последнюю горизонталь; герои (пешки, взявшие фигуру) превращаются
option-warrior-final-rank = Воин на предпоследней горизонтали
option-warrior-final-rank-about = Воин, дошедший до предпоследней горизонтали, каменеет или остаётся часовым
option-repetition = Повторение и 100 полуходов
option-repetition-about = Троекратное повторение и 100 полуходов дают ничью или подсчёт очков
option-mate-impossible = Мат невозможен
option-mate-impossible-about = Подсчёт очков начинается, когда мат доказуемо невозможен для обеих сторон или для одной
option-illegal-move-penalty = Взыскание за невозможный ход
option-illegal-move-penalty-about = Невозможный ход только записывается или наказывается по ст. 7.5 Правил ФИДЕ
option-self-check = Синтез: оставить короля под ударом
option-self-check-about = Синтез: оставить своего короля под ударом можно только ходом, который берёт короля противника или отвечает шахом на шах, — или всегда
option-castling-synthesis = Синтез: рокировка в режиме B
option-castling-synthesis-about = Синтез: в режимах A и D рокировка как в шахматах; если включено, рокироваться может и король в режиме B
# Значение параметра словами (число пишется как есть).
option-value = { $value ->
    [on] да
    [off] нет
    [arbitrary] по схеме
    [blind] жребием
    [none] без бастионов
    [strikes] только удары
    [strikes_and_moves] удары и тихие ходы
    [secret] тайно
    [open] открыто
    [monument] монумент
    [sentinel] часовой
    [draw] ничья
    [points] подсчёт очков
    [warn] только запись
    [fide] взыскание по ФИДЕ
    [counter] только в ответ
    [allowed] разрешено
    [both] обеим сторонам
    [one] одной стороне
   *[other] { $value }
}

## Почему параметр не установлен.
option-error-not-key-value = «{ $text }» — не пара ключ=значение: пишите параметр как -o ключ=значение, например -o castling=off
option-error-unknown = неизвестный параметр «{ $key }»: есть параметры { $keys }
option-error-bad-value = параметр { $key } не может быть «{ $value }»: допустимо { $allowed }
option-allowed-on-off = on или off
option-allowed-at-least = целое число не меньше { $n }
