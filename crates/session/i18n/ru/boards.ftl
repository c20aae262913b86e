
## The boards' import, a line per game file (sentences)
# Результаты из партий досок (crates/session/src/boards.rs).
boards-counted = Тур { $round }, доска { $board }: результат { $result } засчитан.
boards-already = Тур { $round }, доска { $board }: этот результат уже записан.
boards-conflict = Тур { $round }, доска { $board }: в туре записано { $recorded }, в файле партии — { $found }. Ничего не изменено; если прав файл партии, исправьте командой «tournament result».
boards-other-event = Партия другого турнира («{ $event }»): пропущена.
boards-no-such-board = В турнире нет тура { $round }, доски { $board }: пропущено (в файле партии должны стоять составленные тур и доска).
boards-other-players = В туре { $round } на доске { $board } играют не { $white } и { $black }: пропущено.
boards-unfinished = Тур { $round }, доска { $board }: у партии ещё нет результата.
boards-check-fails = Тур { $round }, доска { $board }: запись не проходит проверку (проблем: { $problems }; первая: { $first }). Результат не засчитан.
boards-seal-fails = Тур { $round }, доска { $board }: печать арбитра не подтверждается. Результат не засчитан. { $verdict }
boards-unreadable = Файл не читается как запись партии: { $why }
