# Командная строка (src/cli): что печатают команды, трёх видов (tests/words/sentences.rs).

## Строки, которые команды печатают отдельно (sentences)
cli-bad-arguments = victoria-arbiter: { $error } (см. victoria-arbiter --help).
cli-failed = victoria-arbiter: { $error }.
cli-no-game-file = victoria-arbiter: нет файла партии { $file }.
cli-app-failed = Приложение не запустилось: { $error }.
cli-no-app = В этой сборке нет приложения (функция «gui» выключена): запустите подкоманду, см. --help.
cli-epd-bad-line = { $file }, строка { $line }: { $error } (исправьте или удалите строку; остальные строки разобраны).
cli-problem = { $file }: { $problem }.
# `seals`: «нет», где в партии нет запечатанной схемы (классические шахматы, партия с позиции).
cli-check-ok = { $file }: { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
}, результат { $result }{ $seals ->
    [synthesis] , «Синтез», ничего не запечатано
    [intact] , печати целы
    [hidden] , печати не вскрыты
   *[none] {""}
}: ошибок нет.
cli-check-problems = { $file }: { $problems ->
    [one] { $problems } ошибка
    [few] { $problems } ошибки
   *[many] { $problems } ошибок
}.
cli-lots = { SIDE($color, case: "title") }: { $squares }.
cli-lot-bastion = { SIDE($color, case: "title") } { $square }: бастион.
cli-lot-aside = { SIDE($color, case: "title") } { $square }: отложен — { $why }.
cli-note = Примечание: { $note }.
cli-cannot-read = Не удаётся прочитать { $file }: { $error }.
cli-file-error = { $file }: { $error }.
cli-cannot-write = Не удаётся записать { $file }: { $error }.
cli-sheet-written = Записан { $file } ({ $bytes } байт), SHA-256 записи { $digest }.
cli-sealed = Запечатан { $file }: SHA-256 { $digest }, ключ арбитра { $key }.
cli-skipped = Пропущен { $file }.
cli-not-written = { $what ->
    [csv] CSV не записан
    [pdf] Отчёт PDF не записан
   *[pgn] Архив PGN не записан
}: { $error }.
cli-written = { $what ->
    [csv] CSV записан
    [pdf] Отчёт PDF записан
   *[pgn] Архив PGN записан
} в { $file }.
cli-archived = { $games ->
    [one] { $games } партия выгружена
    [few] { $games } партии выгружены
   *[many] { $games } партий выгружено
}, { $skipped ->
    [one] { $skipped } файл пропущен
    [few] { $skipped } файла пропущены
   *[many] { $skipped } файлов пропущено
}.
# `salvage`: записанная спасённая копия и что в ней сохранилось.
cli-salvaged = Записано { $file }: { $note }.
cli-tour-created = Турнир создан в { $dir }.
cli-tour-player-added = Участник { $number }: { $name }.
cli-tour-withdrawn = Участник { $number } выбывает с { $round }-го тура.
cli-tour-bye = Участник { $number } пропускает { $round }-й тур по своей просьбе.
cli-tour-unpaired = Без пары: { $number } { $name }.
cli-tour-result = Тур { $round }, доска { $board }: { $result }.
cli-tour-tie-breaks = Дополнительные показатели: { $list }.
cli-tour-unrated-rating = Участники без рейтинга считаются с рейтингом { $rating }.
cli-tour-printed = Записан { $file }.
cli-tour-trf-read = Прочитано участников: { $players }, туров: { $rounds }; папка { $dir }.
cli-hub-address = Хаб слушает { $address }.
cli-hub-join = Столики подключаются по адресу { $url } (ключ хаба: { $fingerprint }).
cli-hub-desk = Код { $code }, столик { $desk } ({ $arbiter }): доска { $board }.
cli-hub-written = Тур { $round }, доска { $board }: { $result } записан в турнир.
cli-hub-stopped = Хаб остановлен.
cli-desk-connecting = Связь с хабом { $url } …
cli-desk-code = Короткий код { $code } ({ $event }): главный арбитр сверяет его с экраном хаба и назначает доску.
cli-desk-waiting = Ждём, пока главный арбитр назначит доску.
cli-desk-assigned = Назначена доска { $board }.
cli-desk-stored = Этот столик уже подключён к доске { $board } (записано в { $file }); удалите этот файл, чтобы подключиться заново.
cli-desk-created = { $file } начата по жеребьёвке: { $white } – { $black }.
cli-desk-waiting-game = Ждём появления файла партии { $file }.
cli-desk-published = Снимок { $seq } партии { $file } передан на отправку.
cli-desk-trouble = Пока не доставлено: { $error } ({ $waiting ->
    [one] ждёт { $waiting } партия
    [few] ждут { $waiting } партии
   *[other] ждут { $waiting } партий
}).
cli-desk-reconnected = Хаб снова получает снимки столика.
cli-desk-finished = Партия { $file } окончена, и у хаба есть её снимок { $seq }.
cli-desk-delivered = У хаба есть снимок { $seq } доски { $board }.
cli-desk-gave-up = Снимок { $seq } не доставлен за { $seconds } с: хаб недоступен; запустите команду снова, когда он будет доступен.
cli-desk-recorded = В { $file } записано ходов: { $plies }; результат { $score }.

## Причины, которые вставляют в cli-failed («victoria-arbiter: …») или в другую строку после двоеточия (clauses)
cli-option-not-synthesis = параметр «{ $pair }» не действует при --rules synthesis: его параметры — self_check=counter|allowed и castling_synthesis=off|on
cli-option-not-classical = параметр «{ $pair }» не действует при --rules classical (обычные шахматы, E7); используйте --rules victoria
cli-bad-position = неверная запись { $notation }: { $error }
cli-not-coordinates = ход { $ply } «{ $text }» записан не в координатах: напишите поле откуда, поле куда и букву превращения, например e2e4 или { $example }
cli-can-mate-synthesis = can-mate принимает --rules victoria или classical: партия «Синтеза» кончается взятием короля, а не матом
cli-epd-unreadable = не удаётся прочитать файл позиций { $file }: { $error }
cli-say-format = укажите формат: --pgn
cli-say-draw = укажите действие: --draw
cli-bad-side = --side должен быть white или black, а не «{ $side }»
cli-tour-bad-system = система жеребьёвки «{ $what }» неизвестна: укажите rr, drr или swiss
cli-tour-bad-ruleset = свод правил «{ $what }» неизвестен: укажите victoria или classical
cli-tour-bad-tie-break = дополнительный показатель «{ $what }» неизвестен: укажите его код C.07, по порядку, например BH/C1, BH, SB, DE, WIN (известны: { $known }; отсечения: к BH, FB, SB, PS и ARO добавляется /C1, /C2 …, к BH ещё /M1)
cli-tour-bad-bye = пропуск тура «{ $what }» неизвестен: укажите half, full или zero
cli-tour-bad-result = результат «{ $what }» неизвестен: укажите 1-0, 0-1, 1/2-1/2, +/-, -/+, -/-, adjourned или none
cli-tour-bad-print = печать «{ $what }» неизвестна: укажите pairings, by-name, slips, start-list, standings или crosstable
cli-tour-player-what = укажите --name для нового участника, --withdraw N --round R или --bye N --round R
cli-tour-trf-folder = укажите папку, которую создать из файла TRF
cli-tour-trf-action = «{ $what }» — не действие с TRF: укажите export или import
cli-tour-round-incomplete = у { $what }-го тура ещё нет всех результатов: положение берётся после тура, на всех досках которого есть результат
cli-tour-bad-order = «{ $what }» — не стартовый номер: перечислите стартовые номера по порядку через запятую
cli-tour-no-player = участника { $what } нет
cli-tour-bad-rating = «{ $what }» — не рейтинг: укажите целое число (например, 1000) или none
cli-desk-cannot-read = не удаётся прочитать партию { $file }: { $error }; столик прочитает её снова, когда она изменится
cli-desk-busy-file = партия { $file } изменилась во время чтения: запустите команду ещё раз
cli-desk-no-board = для { $file } у этого хаба не известна доска: сначала подключитесь (desk join) или укажите --board Т.Д

## Заголовки, подписи и части других строк
cli-result = { $score } ({ $outcome })
cli-reading = чтение записей
cli-exporting = выгрузка записей
cli-tour-round = Тур { $round }:
cli-tour-standings = { $name }: положение после { $round }-го тура
cli-tour-start-list = { $name }: стартовый список
cli-tour-ranked = Стартовый список — в порядке ФИДЕ (рейтинг, звание, имя); стартовые номера теперь:
cli-tour-ranked-given = Стартовый список — в заданном порядке; стартовые номера теперь:
cli-tour-points = Очки
cli-hub-commands = команды: assign КОД Т.Д · confirm Т.Д · override Т.Д РЕЗУЛЬТАТ (white, black, draw, white-count, black-count, white-forfeit, black-forfeit, double-forfeit) · delay hall|net СЕКУНДЫ · desks · refresh · quit (или Ctrl+C)

## Что clap нашёл неверного в аргументах (src/cli/help.rs), части строки cli-bad-arguments (clauses).
cli-args-unknown = неожиданный аргумент «{ $arg }»
cli-args-unknown-command = неизвестная команда «{ $command }»
cli-args-no-value = «{ $arg }» требует значения
cli-args-invalid-value = недопустимое значение «{ $value }» для «{ $arg }»
cli-args-invalid-value-because = недопустимое значение «{ $value }» для «{ $arg }»: { $reason }
cli-args-not-a-number = это не целое число
cli-args-no-equals = «{ $arg }» принимает значение после «=»
cli-args-too-many = лишнее значение «{ $value }» для «{ $arg }»
cli-args-value-count = неверное число значений для «{ $arg }»
cli-args-conflict = «{ $arg }» нельзя указывать вместе с «{ $other }»
cli-args-repeated = «{ $arg }» указан больше одного раза
cli-args-conflict-any = «{ $arg }» нельзя указывать вместе с другими аргументами
cli-args-missing = не указаны обязательные аргументы: { $args }
cli-args-missing-command = «{ $command }» требует команды: { $commands }
cli-args-not-utf8 = аргумент не в кодировке UTF-8
cli-args-unreadable = аргументы не удаётся прочитать
cli-args-suggested = { $error }; возможно, имелось в виду «{ $suggested }»?
cli-args-possible = { $error }; допустимые значения: { $values }
