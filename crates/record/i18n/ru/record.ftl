# Слова библиотеки записи: отказы столика арбитра, печати, жребий, файлы, журнал,
# результаты, наказания и учёт запаса.

desk-no-sample = ни одно зерно не дало партию: { $what }

replay-no-start = в записи есть ходы, но нет начальной позиции
replay-bad-start = начальную позицию нельзя прочитать: { $error }
replay-no-coordinates = у полухода { $ply } нет координат «{ $uci }»
replay-illegal = полуход { $ply } ({ $uci }) недопустим: { $reason }
replay-journal-gap = в журнале { $journal } пропуск: после действия { $from } идёт действие { $to }


lot-set-aside = на { $square } стоит { $what ->
    [bastion] бастион
   *[piece] { $role ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    }
} { $color ->
        [white] белых
       *[black] чёрных
    } (R8)


store-read = не удаётся прочитать { $path }: { $error }
store-write = не удаётся записать { $path }: { $error }
store-empty = { $path } пуст: возможно, его оборвал сбой; ничего не изменено
store-truncated = { $path } обрезан или повреждён: он кончается на строке { $line }, в столбце { $column }; ничего не изменено
store-corrupt = { $path }: { $error }; ничего не изменено

record-not-json = это не запись партии: { $detail } (строка { $line }, столбец { $column })
record-not-text = это не запись партии: байт { $byte } — не текст UTF-8
record-no-format = это не запись партии: в ней нет поля «format»
record-no-version = это не запись партии: в ней нет поля «version»
record-format = это не запись партии: её формат «{ $format }», ожидался «{ $expected }»
record-version = у этой записи партии версия { $version }; эта сборка читает версии до { $latest }: обновите Victoria Arbiter
record-migration = поле версии 1 { $field } содержит «{ $value }», которого эта сборка не знает
record-migrated = это не запись партии: { $error }
record-board-size = это не запись партии: её доска { $width }×{ $height } полей; доски бывают от 5 до 16 полей в сторону

journal-io = журнал { $path } недоступен: { $error }
journal-damaged = журнал { $path } повреждён в строке { $line }: { $what }. Ничего не изменено; сохраните файл и запись для проверки, а продолжайте по спасённой копии: victoria-arbiter salvage ПАРТИЯ.json -o НОВАЯ.json
journal-line-not-text = это не текст
journal-line-no-header = журнал не начинается с «{ $header }»
journal-line-no-number = нет номера действия
journal-line-no-checksum = нет контрольной суммы
journal-line-no-action = нет самого действия
journal-line-checksum = действие { $seq } не совпадает со своей контрольной суммой
journal-line-unreadable = действие { $seq } не читается (столбец { $column })
journal-line-out-of-order = действие { $seq } идёт после действия { $prev }

not-a-move = «{ $text }» — не ход: пишите e2e4, Фd1-d7, Кbd2, exd5, e11-e12=Ф, O-O, Лa1:a8 или латиницей Qd1-d7

# `ground` names a loss's ground (flag_fell, illegal_moves; `other` when not known).
result-kind = { $kind ->
    [checkmate] мат
    [points] подсчёт очков{ $ground ->
        [flag_fell] : упал флажок, а соперник не может дать мат, ст. 6.9 Правил ФИДЕ, R27a
        [illegal_moves] : второй завершённый невозможный ход, а соперник не может дать мат, ст. 7.5.5 Правил ФИДЕ, R27a
       *[other] {""}
    }
    [draw] ничья{ $ground ->
        [stalemate] : пат, ст. 5.2.1 Правил ФИДЕ
        [dead_position] : мёртвая позиция, ст. 5.2.2 Правил ФИДЕ
        [flag_fell] : упал флажок, а соперник не может дать мат, ст. 6.9 Правил ФИДЕ
        [illegal_moves] : второй завершённый невозможный ход, а соперник не может дать мат, ст. 7.5.5 Правил ФИДЕ
       *[other] {""}
    }
    [resignation] сдача
    [agreement] соглашение
    [forfeit] поражение за неявку
    [decision] решение арбитра
    [loss] { $ground ->
        [flag_fell] поражение по времени, ст. 6.9 Правил ФИДЕ
        [illegal_moves] поражение за второй завершённый невозможный ход, ст. 7.5.5 Правил ФИДЕ
       *[other] поражение по Правилам ФИДЕ
    }
   *[king_captured] взятие короля
}
result-resigned = { $loser ->
        [white] Белые
       *[black] Чёрные
    } сдались{ $ruleset ->
    [synthesis] {""}
    [classical] {" "}(ст. 5.1.2 Правил ФИДЕ)
   *[victoria] {" "}(R28)
}
result-agreement = ничья по соглашению{ $ruleset ->
    [synthesis] {""}
    [classical] {" "}(ст. 5.2.3 Правил ФИДЕ)
   *[victoria] {" "}(R28)
}
result-forfeit = { $loser ->
        [white] Белые
       *[black] Чёрные
    }: поражение за неявку или нарушение{ $ruleset ->
    [victoria] {" "}(R28)
   *[other] {""}
}
result-decision = решение арбитра
result-count = подсчёт очков, белые { $white } : чёрные { $black }; { $ground ->
    [agreement] игроки согласились на подсчёт очков
   *[dead_position] арбитр признал, что мат стал невозможен для обеих сторон
} (R27)
result-with-words = { $sentence }: { $words }

ledger-in-play = в игре
ledger-petrified = окаменение на { $n }-м ходу
ledger-captured = взятие на { $n }-м ходу

event = { $event ->
    [capture] взятие
    [en_passant] взятие на проходе
    [castle] рокировка
    [hero] герой на { $square }
    [promotion] превращение
    [petrified] монумент на { $square }
    [check] шах
    [checkmate] мат
    [king_captured] король взят
    [regime] { $color ->
        [white] белые
       *[black] чёрные
    } в режиме { $regime }
    [escapes] { $color ->
        [white] белые
       *[black] чёрные
    }: осталось уходов { $left }
    [both_in_check] шах обоим королям
    [reply] единственный ответ
    [stalemate] пат
    [win] выиграли { $color ->
        [white] белые
       *[black] чёрные
    }
   *[draw] ничья
}

## Отвергнутая запись (R29): решения движка по ходам, которые она может означать, через точку с
## запятой; или что она не называет ни одного хода стороны, чья очередь ($role — `none`, если
## фигура не названа).
entry-rulings = { $rulings }
entry-no-such-move = { $role ->
    [none] «{ $text }» — невозможный ход для { SIDE($color, case: "gen") } ({ $rule })
    [rook] ни одна { ROLE($role) } { SIDE($color, case: "gen") } не может сыграть «{ $text }» ({ $rule })
    [pawn] ни одна { ROLE($role) } { SIDE($color, case: "gen") } не может сыграть «{ $text }» ({ $rule })
   *[other] ни один { ROLE($role) } { SIDE($color, case: "gen") } не может сыграть «{ $text }» ({ $rule })
}

## Комментарии PGN в копии арбитра.
pgn-illegal-attempt = невозможный ход { SIDE($color, case: "gen") }: «{ $announced }»: { $ruling }{ $withdrawn ->
    [yes] { " " }(отменён: { $reason })
   *[no] {""}
}
pgn-correction = исправление: отменено { $moves } — { $reason }

# Что сделало открытие или спасение файла партии (RecorderNote), показывается после открытия.
desk-note-torn-tail = журнал оканчивался недописанной записью ({ $bytes } байт), которая не была подтверждена; она отброшена
desk-note-restored = { $actions ->
    [one] из журнала восстановлено { $actions } действие
    [few] из журнала восстановлено { $actions } действия
   *[many] из журнала восстановлено { $actions } действий
}
desk-note-live-pgn = живой PGN не записан: { $error }
desk-note-salvaged-whole = восстановлено действий журнала: { $applied }, сохранено ходов: { $kept }; журнал не повреждён
desk-note-salvaged = восстановлено действий журнала: { $applied }, сохранено ходов: { $kept }; остальное потеряно: журнал повреждён в строке { $line }: { $what }

## The recorder's refusals, each a line of its own (sentences)
desk-ambiguous = «{ $text }» подходит к нескольким ходам ({ $n }): { $candidates }; уточните.
desk-illegal = «{ $text }» — невозможный ход: { $reason }
desk-not-started = Партия ещё не началась: запечатайте и вскройте обе схемы и установите бастионы.
desk-started = Партия уже началась: { $what ->
    [options] параметры
   *[start] начальную позицию
} больше нельзя менять.
desk-finished = Партия окончена: { $score }, { $outcome }; чтобы записывать ходы дальше, отмените результат.
desk-ended = Партия закончилась — { $verdict }; запишите результат.
desk-nothing-to-take-back = { $n ->
    [0] Отменять нечего: ходов нет
   *[other] Записано только ходов: { $n } — столько отменить нельзя
}.
desk-no-setup-in-synthesis = В «Синтезе» стандартная расстановка: { $what ->
    [schemes] схем
   *[bastions] бастионов
} нет (S1).
desk-ruleset-fixed = Игра («Виктория», классика или «Синтез») выбирается при создании записи: создайте новую запись.
desk-bad-position = Позицию нельзя прочитать: { $error }
desk-sealed-record = Запись заверена печатью арбитра и больше не меняется (чтобы исправить, откройте копию).
desk-correction-needs-reason = Для исправления нужна причина: она попадёт в бланк (R30).
desk-not-over = Партия не окончена: программа не видит завершения.
desk-decision-needs-reason = Напишите основание решения арбитра: оно попадёт в бланк.
desk-no-count-in-synthesis = В «Синтезе» нет подсчёта очков: партия кончается взятием короля, матом, ничьей, сдачей или соглашением (S27–S30).
desk-no-count-in-classical = В классических шахматах нет подсчёта очков: партия кончается матом, ничьей (пат, мёртвая позиция, соглашение, повторение, 50 ходов), сдачей или санкциями ФИДЕ (ст. 5, 6.9, 9 Правил ФИДЕ).
desk-no-result-to-clear = Результата, который можно отменить, нет.
desk-no-pending-draw-offer = Нет предложения ничьей, ждущего ответа.
desk-signature-outside = Точки подписи должны лежать в квадрате 0..1.
desk-signature-empty = Подпись пуста.
desk-seal-digest = Печать заверяет дайджест { $signed }, а дайджест записи — { $record }
desk-replay = Запись нельзя воспроизвести: { $error }. Файл не изменён.
seal-wrong-side = Это схема { $given ->
        [white] белых
       *[black] чёрных
    }, а запечатывают { $expected ->
        [white] белые
       *[black] чёрные
    }.
seal-already-sealed = Схема { $color ->
        [white] белых
       *[black] чёрных
    } уже запечатана: запечатанную схему менять нельзя (R5).
seal-not-sealed = Схема { $color ->
        [white] белых
       *[black] чёрных
    } ещё не запечатана: обе схемы вскрываются вместе (R5).
seal-already-revealed = Схемы уже вскрыты.
seal-mismatch = Схема { $color ->
        [white] белых
       *[black] чёрных
    } не совпадает со своей печатью: печать { $expected }, а содержимое даёт { $found } (R5).
seal-damaged = Запечатанное содержимое { $color ->
        [white] белых
       *[black] чёрных
    } повреждено и не читается: { $error }
seal-random = Система не дала случайных чисел, чтобы запечатать схему: { $error }
lot-not-blind = В этой партии бастионы не тянут жребием (bastion_placement = { $how }, R8).
lot-not-revealed = Жребий тянут после вскрытия: сначала вскройте обе схемы (R8).
lot-not-a-square = «{ $text }» — не поле: введите поле с жребия, например d4 или c10.
lot-outside-zone = { $square } нет в мешке { $color ->
        [white] белых
       *[black] чёрных
    }: бастионы { $color ->
        [white] белых
       *[black] чёрных
    } стоят на горизонталях { $ranks } (R7); проверьте жребий.
lot-already-drawn = { $square } уже вытянут для { $color ->
        [white] белых
       *[black] чёрных
    }: один жребий не выходит из мешка дважды.
lot-complete = У { $color ->
        [white] белых
       *[black] чёрных
    } уже все 3 бастиона (R7).
lot-bag-empty = Мешок { $color ->
        [white] белых
       *[black] чёрных
    } пуст: свободных полей для бастиона не осталось.
lot-started = Партия уже началась: бастионы больше не меняются.
lot-random = Система не дала случайное число: { $error }
start-not-revealed = Начальную позицию можно установить только после вскрытия обеих схем (R5).
start-bastions-missing = У { $color ->
        [white] белых
       *[black] чёрных
    } бастионов: { $have } из 3 — сначала вытяните остальные (R8).
start-invalid = Вскрытые схемы не составляют позицию: { $error }
start-bad-square = Во вскрытой схеме указано «{ $text }», но это не поле доски.
start-bastion-meets = Бастион на { $square } совпадает с другой фигурой или бастионом (R8).
store-exists = { $path } уже существует: выберите другое имя или откройте его, чтобы продолжить ту партию.
load-journal-jump = Журнал перескакивает с записи { $from } на запись { $to }: файл партии неполон.
