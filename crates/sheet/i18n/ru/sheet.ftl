# Слова бланка: постоянные слова (по одному id на поле `Words` из src/sheet/i18n.rs),
# затем фразы со значениями.

sheet-title = Бланк партии — Виктория
sheet-synthesis-title = Бланк партии — синтез-шахматы
sheet-classical-title = Бланк партии — классические шахматы
sheet-event = Соревнование
sheet-site = Место
sheet-date = Дата
sheet-round = Тур
sheet-board = Доска
sheet-white = Белые
sheet-black = Чёрные
sheet-arbiter = Арбитр
sheet-club = Клуб
sheet-ruleset = Правила
sheet-options = Опции
sheet-time-control = Контроль времени
sheet-clock-corrections = Поправки часов
# One correction of the clocks: $ply plies were recorded before it, the last the $number-th
# move of $color.
sheet-clock-correction = { $ply ->
    [0] до первого хода
   *[other] после { $number }-го хода { $color ->
        [white] белых
       *[black] чёрных
    }
} (белые { $white }, чёрные { $black }): { $change }
sheet-start-position = Начальная позиция
sheet-final-position = Позиция в конце партии
sheet-seal = Печать
sheet-seal-verified = проверена
sheet-seal-broken = НАРУШЕНА
sheet-seal-absent = нет
sheet-legend-monument = монумент
sheet-legend-hero = герой
sheet-reserves = Запас ходов
sheet-reserves-secret = Запасы ходов секретны до конца партии (R14).
sheet-piece = Фигура
sheet-allocated = Выделено
sheet-spent = Потрачено
sheet-remaining = Осталось
sheet-moves = Ходы
sheet-moves-continued = Ходы (продолжение)
sheet-no-moves = Ходов не было.
sheet-marks-legend = + шах, # мат, =Ф превращение, ★ герой, ◆ окаменение
sheet-synthesis-legend = + шах, # мат, =Ф превращение, [Б→B] режим белых (Ч — чёрных) с этого хода: A дома, B день и ночь, C без ферзя, D классика
sheet-classical-legend = + шах, # мат, =Ф превращение
sheet-synthesis-name = синтез-шахматы
# The game of the sheet by its ruleset key (`victoria`, `synthesis`, `classical`).
sheet-game-name = { $ruleset ->
    [victoria] «Виктория»
    [synthesis] синтез-шахматы
   *[classical] классические шахматы
}
sheet-illegal = Невозможные ходы
# One logged illegal move: the move and side, the move as announced (quoted as the language quotes), why it was refused.
sheet-illegal-line = { $who }: «{ $announced }» — { $reason }
sheet-penalty = штраф
sheet-corrections = Исправления записи
sheet-draw-offers = Предложения ничьей
sheet-result = Результат
sheet-signatures = Подписи
sheet-page = Страница
sheet-of = из
sheet-digest = SHA-256 записи
sheet-arbiter-key = Ключ арбитра
sheet-unsealed = запись не заверена ключом арбитра
sheet-setup-of = { $color ->
    [white] Расстановка белых
   *[black] Расстановка чёрных
}
sheet-legend-bastion = { $color ->
    [white] бастион белых
   *[black] бастион чёрных
}
sheet-reserves-of = { $color ->
    [white] Запас белых
   *[black] Запас чёрных
}
sheet-ground = { $key ->
    [no_moves] ни одна сторона не может ходить
    [nothing_to_move] у очередной стороны нет ходов
    [reserves_spent] запасы ходов исчерпаны
    [no_striking_force] не осталось ферзей, ладей, слонов и коней с запасом
    [dead_position] мат стал невозможен
    [dead_position_draw] мёртвая позиция (ст. 5.2.2 Правил ФИДЕ)
    [agreed_count] подсчёт по соглашению
    [agreement] подсчёт по соглашению
    [repetition] троекратное повторение позиции
    [hundred_plies] 100 полуходов без взятий, ходов пешек и окаменений
    [start_mate] мат в начальной позиции
    [stalemate] пат
    [fifty_moves] 50 ходов без взятий и ходов пешек
    [both_kings] взяты оба короля, побеждает взявший последним
   *[other] { $fallback }
}

## Фразы со значениями.

sheet-piece-name = { $role ->
    [pawn] пешка
   *[other] { $letter }
}
sheet-side-letter = { $color ->
    [white] Б
   *[black] Ч
}
sheet-page-of = Страница { $n } из { $m }
sheet-took-back = отменено: { $moves }
sheet-petrified-on = { $role ->
    [rook] окаменела на ходу { $n }
    [pawn] окаменела на ходу { $n }
   *[other] окаменел на ходу { $n }
}
sheet-captured-on = { $role ->
    [rook] снята на ходу { $n }
    [pawn] снята на ходу { $n }
   *[other] снят на ходу { $n }
}
sheet-offer-answer = предложена ничья: { $answer ->
    [accepted] принята
    [declined] отклонена
   *[none] без ответа
}
# The caption of the moves' time cells: what they hold.
sheet-time = { $kind ->
    [left] осталось
    [mixed] ост. / в
   *[at] записан в
}
sheet-pdf-title = Бланк партии: { $white } — { $black }
sheet-grounds = { $kind ->
    [ongoing] партия не окончена
    [checkmate] мат, победа: { $color ->
        [white] Белые
       *[black] Чёрные
    }
    [king-captured] { $color ->
        [white] Белые взяли короля, ответного взятия не было (S27); победа: Белые
       *[black] Чёрные взяли короля, ответного взятия не было (S27); победа: Чёрные
    }
    [both-kings] { $color ->
        [white] взяты оба короля, Белые взяли последними (S27); победа: Белые
       *[black] взяты оба короля, Чёрные взяли последними (S27); победа: Чёрные
    }
    [draw] ничья
    [agreement] ничья по соглашению
    [resignation] { $color ->
        [white] Белые
       *[black] Чёрные
    } сдались
    [forfeit] { $color ->
        [white] Белым
       *[black] Чёрным
    } засчитано техническое поражение
    [lost-on-time] поражение по времени: { $color ->
        [white] Белые
       *[black] Чёрные
    }
    [lost-illegal-moves] поражение за невозможные ходы: { $color ->
        [white] Белые
       *[black] Чёрные
    }
    [decision-win] решение арбитра, победа: { $color ->
        [white] Белые
       *[black] Чёрные
    }
   *[decision] решение арбитра
}
sheet-grounds-points = подсчёт очков: белые { $white } : чёрные { $black }

## Печать бланка.
sheet-printed = отправлено на принтер командой «{ $command }»{ $job }
sheet-printed-viewer = команды печати (lp, lpr) нет: бланк открыт через «{ $command }», напечатайте его оттуда
sheet-print-no-way = печатать здесь нечем: нет ни lp, ни lpr, ни программы открытия PDF ({ $opener }); сохраните PDF и напечатайте его в другом месте
sheet-print-failed = «{ $command }» завершилась с ошибкой ({ $status }): { $stderr }
sheet-print-not-started = «{ $command }» не удалось запустить: { $error }
sheet-error-font = шрифт бланка (assets/fonts/DejaVuSans.ttf) не прочитан
sheet-error-write = PDF не записан: { $why }
sheet-error-round-incomplete = у { $round }-го тура ещё нет всех результатов: положение берётся после тура, на всех досках которого есть результат
sheet-error-no-round = тур { $round } ещё не составлен: составьте пары, прежде чем печатать
sheet-proof-unreadable = доказательство в записи не читается (поле «{ $square }»): проверьте файл командой «victoria-arbiter check»

parse-unknown-paper = неизвестный формат бумаги «{ $text }»: укажите «a4» или «letter»

## Надписи в своей строке: статус поля подписи, начало записи списка (labels)
sheet-not-signed = Не подписано
sheet-signed-at = Подписано
sheet-move-number = Ход { $n }
