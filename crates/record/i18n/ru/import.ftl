# Чтение файлов PGN в записи партий (victoria-arbiter import).

pgn-bad-tag = строка { $line }: пара тегов пишется как [Имя "значение"], значение в двойных кавычках
pgn-open-comment = строка { $line }: комментарий, открытый {"{"}, не закрыт {"}"}
pgn-variation = строка { $line }: скобки ( и ) варианта не сходятся
pgn-empty = в файле нет ни одной партии: ни тегов, ни ходов
import-bad-tag = партия { $game }: тег [{ $tag }] нельзя использовать: { $why }
import-unknown-variant = «{ $variant }»: укажите Victoria, Synthesis или Standard
import-synthesis-setup = в «Синтезе» партия начинается со стандартной расстановки (S2)
import-bad-move = партия { $game }, полуход { $ply }: ход «{ $text }» не воспроизводится ({ $rule }): { $why }. Ничего не записано
import-bad-reserve = партия { $game }, полуход { $ply }: в комментарии [%reserve { $said }], а после воспроизведения остаётся { $replayed }. Ничего не записано
import-not-illegal = партия { $game }, перед полуходом { $ply }: PGN отмечает «{ $text }» как завершённый невозможный ход, но движок здесь его принимает. Ничего не записано
import-petrified = партия { $game }, полуход { $ply }: PGN отмечает окаменение, которое не объясняет никакой запас (R13, R15). Ничего не записано
import-bad-result = партия { $game }: итог нельзя записать: { $why }
import-moves-end = ходы приводят к итогу { $score }, а в PGN указано { $token }
import-ruling-gives = решение по правилам даёт итог { $score }, а в PGN указано { $token }
import-result-as-given = итог, как он указан в импортированном PGN
import-cli-written = { $games ->
    [one] { $games } запись партии записана
    [few] { $games } записи партий записаны
   *[many] { $games } записей партий записано
}: { $files }
import-cli-refused = ничего не записано: { $why }
import-cli-read = не удаётся прочитать { $file }: { $why }
import-cli-exists = { $file } уже существует: выберите другой путь или сначала удалите его
