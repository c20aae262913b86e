# Слова приложения: постоянные фразы экранов (по одному id на каждый `Text` из src/app/i18n.rs),
# затем фразы со значениями.

app-title = Виктория — арбитр
app-new-game = Новая партия
app-club-stats = Статистика клуба и звания
app-new-short = Новая
app-open-short = Открыть
app-save-as-short = Сохранить как
app-to-event = К турниру
app-home = Начало
app-unfinished-found = Найдена незавершённая партия
app-resume-game = Продолжить незавершённую партию
app-open-file = Открыть файл партии
app-open-with-dialog = Выбрать файл…
app-type-path = или введите путь к файлу
app-open = Открыть
app-recent-games = Недавние партии
app-sample-games = Образцы партий
app-event-data = Данные соревнования
app-field-event = Соревнование
app-field-site = Место
app-field-date = Дата
app-field-round = Тур
app-field-board = Доска
app-field-arbiter = Арбитр
app-field-club = Клуб
app-white = Белые
app-black = Чёрные
app-rule-options = Параметры правил
app-back = Назад
app-start-schemes = К схемам игроков
app-scheme-of = Схема расстановки
app-erase = Стереть
app-type-scheme = Ввести схему текстом
app-apply = Применить
app-load-scheme = Загрузить схему из файла
app-load = Загрузить
app-browse = Обзор…
app-reserve-split = Запас ходов
app-pool = всего
app-problems = Замечания
app-clear = Очистить
app-seal = Запечатать
app-scheme-sealed = Схема запечатана
app-seal-code = Код печати
app-continue = Продолжить
app-reveal = Вскрытие схем
app-seals = Печати
app-seal-verified = проверена
app-seal-broken = НАРУШЕНА
app-physical-matches = Расстановка на доске совпадает со схемами
app-to-bastion-draw = К жеребьёвке бастионов
app-start-recording = Начать запись партии
app-bastion-draw = Жеребьёвка бастионов
app-bastions-left = осталось бастионов:
app-draw-from-bag = Тянуть из виртуального мешка
app-lot-from-real-bag = жребий из мешка, напр. d4
app-enter-lot = Внести
app-lot-log = Журнал жребиев
app-accepted = принят
app-set-aside = отложен
app-real-bag = из мешка
app-virtual-bag = жребий приложения
app-to-move = ход:
app-record = Записать
app-recorded = Записано:
app-illegal-move = НЕВОЗМОЖНЫЙ ХОД
app-ruling = правило
app-penalty = Взыскание
app-draw-offer = Предложение ничьей
app-accept-draw = Принять ничью
app-decline-draw = Отклонить
app-live-pgn = Публичный PGN в реальном времени
app-live-pgn-on = Включить публичный PGN
app-live-pgn-off = Выключить публичный PGN
app-arbiter-seal = Печать арбитра (Ed25519)
app-seal-record = Заверить запись печатью
app-seal-intact = запись цела
app-seal-not-intact = ЗАПИСЬ ИЗМЕНЕНА ПОСЛЕ ПЕЧАТИ
app-not-understood = Ход не понят
app-petrification = ОКАМЕНЕНИЕ
app-check = ШАХ
app-checkmate = МАТ
app-game-ends = ПАРТИЯ ОКОНЧЕНА
app-game-has-ended = ПАРТИЯ УЖЕ ОКОНЧЕНА
app-synthesis-verdict = { $verdict }. { $next }
app-result = Результат
app-promote-to = Превращение
app-cancel = Отмена
app-take-back = Отменить ход
app-take-back-dots = Отменить ход…
app-reason = Причина (обязательно)
app-result-dots = Результат…
app-result-of-game = Результат партии (R26–R28)
app-result-of-classical-game = Результат партии (ст. 5, 6.9, 9 Правил ФИДЕ)
app-confirm-result = Записать результат
app-flip = Перевернуть
app-moves = Ходы
app-hold-to-show-reserves = Удерживайте — запасы (только для арбитра)
app-private-reserves = Запасы ходов — только для арбитра
app-petrified-on-move = окаменел на ходу
app-captured-on-move = взят на ходу
app-signatures = Подписи
app-sign = Подписать
app-save = Сохранить
app-score-sheet-pdf = Бланк партии (PDF)
app-print-sheet = Печать бланка
app-save-as-path = Сохранить в файл:
app-public-board = Доска для зрителей
app-open-public = Окно для зрителей
app-close-public = Закрыть окно зрителей
app-synthesis-chess = Синтез-шахматы
app-synthesis-status = Синтез-шахматы: режимы и положение
app-synthesis-result-of-game = Результат партии (S27–S30)
app-engine-verdict = Вердикт движка
app-accept-verdict = Записать вердикт движка

## Фразы со значениями.

app-role-name = { $role ->
    [pawn] пешка
    [knight] конь
    [bishop] слон
    [rook] ладья
    [queen] ферзь
   *[king] король
}
app-signer = { $who ->
    [white] Белые
    [black] Чёрные
   *[arbiter] Арбитр
}
app-rescue = Спасти в новый файл
app-fide-article = ст. { $article } Правил ФИДЕ
app-fide-title = Правила шахмат ФИДЕ, статья { $article }
app-ruling-title = { $rule ->
    [R1] Доска и поля
    [R4] Схема расстановки
    [R9] На бастион нельзя встать
    [R10] Бастион останавливает линию
    [R11] Обход бастиона пешкой
    [R12] Запас ходов и окаменение
    [R13] Запас ходов и окаменение
    [R14] Запас ходов и окаменение
    [R15] Запас ходов и окаменение
    [R16] Монумент неподвижен и непроходим
    [R17] Каменеющая фигура не даёт шаха
    [R20] Воины и герои
    [R21] Воины и герои
    [R22] Воины и герои
    [R23] Двойной шаг пешки
    [R24] Рокировка
    [R25] Шах и безопасность короля
    [R29] Невозможный ход
   *[other] Правила игры
} ({ $rule })
app-points-line = Подсчёт очков (R3): белые { $white } : чёрные { $black }
app-ground = { $ground ->
    [checkmate] Мат: выиграли { $color ->
        [white] белые
       *[black] чёрные
    }
    [nothing-to-move] Подсчёт: у стороны, чья очередь, нет ходов (не шах)
    [no-striking-force] Подсчёт: запасы исчерпаны, коней нет
    [dead-position] Подсчёт: мат невозможен для обеих сторон
    [dead-position-draw] Мёртвая позиция: ничья
    [agreed-count] Подсчёт по соглашению игроков
    [repetition] Троекратное повторение позиции
    [repetition-draw] Троекратное повторение: ничья
    [hundred-plies] 100 полуходов без взятия, хода пешкой и окаменения
    [draw-agreed] Ничья по соглашению
    [resigned] { $color ->
        [white] Белые
       *[black] Чёрные
    } сдались
    [lost-on-time] { $color ->
        [white] Белые
       *[black] Чёрные
    }: поражение по времени (ст. 6.9 Правил ФИДЕ)
    [forfeit] { $color ->
        [white] Белые
       *[black] Чёрные
    }: техническое поражение
    [decision-win] Решение арбитра: выиграли { $color ->
        [white] белые
       *[black] чёрные
    }
    [decision-draw] Решение арбитра: ничья
    [king-captured] Взятие короля: выиграли { $color ->
        [white] белые
       *[black] чёрные
    }
    [stalemate] Пат: ничья
    [fifty-moves] 50 ходов без взятия и хода пешкой: ничья
   *[other] { $ground }
}{ $ruling ->
    [none] {""}
   *[other] {" "}({ $ruling })
}
# Поражение по Правилам ФИДЕ: по времени (6.9) или из-за невозможных ходов (7.5.5).
app-outcome-loss = { $color ->
        [white] Белые проиграли
       *[black] Чёрные проиграли
    } { $on_time ->
        [yes] по времени
       *[no] из-за невозможных ходов
    }
app-outcome = { $outcome ->
    [checkmate] мат
    [points] подсчёт очков
    [draw] ничья
    [resignation] сдача
    [agreement] ничья по соглашению
    [forfeit] техническое поражение
    [loss] поражение по решению арбитра
    [decision] решение арбитра
    [king_captured] взятие короля
   *[other] { $outcome }
}
app-offers-draw = { $color ->
        [white] Белые
       *[black] Чёрные
    } предлагают ничью
app-draw-offer-line = { $color ->
        [white] Белые
       *[black] Чёрные
    } предложили ничью на { $number }-м ходу — { $state ->
    [pending] ждёт ответа
    [accepted] принято
   *[declined] отклонено
}
app-seal-line = Заверено: SHA-256 { $digest }, ключ арбитра { $key } — { $intact ->
    [yes] запись цела
   *[no] ЗАПИСЬ ИЗМЕНЕНА ПОСЛЕ ПЕЧАТИ
}
# The scheme editor's example: `kind` is full (reserves and bastions), reserves, bastions or plain,
# as the game's options ask for (no bastion where they are drawn by lot, no reserve where there is none).
app-scheme-hint = Например: { $color ->
    [white] { $kind ->
        *[full] Крe1 Фd1=10 Лa1=10 … e2 f2 … Бc4 (или латиницей: Ke1 Qd1=10 Ra1=10 … e2 f2 … Xc4)
         [reserves] Крe1 Фd1=10 Лa1=10 … e2 f2 … (или латиницей: Ke1 Qd1=10 Ra1=10 … e2 f2 …)
         [bastions] Крe1 Фd1 Лa1 … e2 f2 … Бc4 (или латиницей: Ke1 Qd1 Ra1 … e2 f2 … Xc4)
         [plain] Крe1 Фd1 Лa1 … e2 f2 … (или латиницей: Ke1 Qd1 Ra1 … e2 f2 …)
    }
   *[black] { $kind ->
        *[full] Крe12 Фd12=10 Лa12=10 … e11 f11 … Бc9 (или латиницей: Ke12 Qd12=10 Ra12=10 … e11 f11 … Xc9)
         [reserves] Крe12 Фd12=10 Лa12=10 … e11 f11 … (или латиницей: Ke12 Qd12=10 Ra12=10 … e11 f11 …)
         [bastions] Крe12 Фd12 Лa12 … e11 f11 … Бc9 (или латиницей: Ke12 Qd12 Ra12 … e11 f11 … Xc9)
         [plain] Крe12 Фd12 Лa12 … e11 f11 … (или латиницей: Ke12 Qd12 Ra12 … e11 f11 …)
    }
}
app-plies = { $n ->
    [one] записан { $n } полуход
    [few] записано { $n } полухода
   *[many] записано { $n } полуходов
}
app-synthesis-regime = { $color ->
        [white] Белые
       *[black] Чёрные
    }: режим { $letter } ({ $name }){ $escapes ->
    [none] {""}
   *[other] , осталось выходов из-под шаха: { $escapes }
}
app-show-for = Показать на { $secs } с
app-key-unavailable = { $error }

## Экран клуба.
app-club-title = Статистика клуба и звания
app-club-back = Назад
app-club-folder = Папка с записями партий
app-club-pick = Выбрать папку…
app-club-scan = Прочитать записи
app-club-save-pdf = Сохранить отчёт PDF
app-club-defaults = Как в R31

## The app's notices and refusals, each a line of its own (sentences)
app-tagline = Столик арбитра для «Виктории», шахмат 12×12: запечатанные схемы, бастионы, запись ходов, бланк.
app-resumed = Партия продолжается с того места, где остановилась.
app-no-samples = Папка sample_games не найдена.
app-no-game = Нет открытой партии.
app-scheme-privacy = Видна только этому игроку и арбитру. После запечатывания схема скрывается, остаётся лишь код печати.
app-no-problems = Замечаний нет: схему можно запечатать.
app-write-seal-code = Запишите код на своём бланке. Затем передайте место сопернику.
app-set-up-physical = Расставьте фигуры на доске по схемам.
app-blind-draw-next = Бастионы будут вытянуты жребием.
app-bastion-draw-hint = Мешок содержит все поля зоны бастионов стороны. Жребий на занятое поле откладывается, тянут снова.
app-draw-declined = Предложение ничьей отклонено; оно записано.
app-live-pgn-about = Без запасов ходов; файл обновляется после каждого хода, отмены и результата.
app-live-pgn-stopped = Публичный PGN больше не обновляется.
app-seal-about = Подписывает запись ключом арбитра; после этого запись не меняется, а «verify» находит любую правку.
app-seal-done = Запись заверена печатью арбитра; «verify» подтвердит её целостность.
app-open-result-next = Откройте «Результат…», чтобы записать итог.
app-sign-next = Далее — подписи игроков и арбитра.
app-game-over = Партия окончена.
app-reason-needed = Укажите причину отмены хода (R30).
app-nothing-to-take-back = Нет записанных ходов.
app-choose-ground = Выберите основание результата.
app-no-reserves = Запасы в этой партии не ведутся.
app-sign-hint = Подпишитесь мышью, пером или пальцем и нажмите «Подписать».
app-pad-empty = Поле подписи пусто.
app-nothing-to-save = Нет партии для сохранения.
app-no-dialog = Системный диалог выбора файла недоступен (нет сеанса D-Bus / портала XDG): введите путь к файлу вручную.
app-dialog-cancelled = Файл не выбран.
app-public-schemes = Игроки составляют схемы.
app-public-setup = Схемы вскрыты, идёт расстановка.
app-no-verdict = Движок не видит окончания партии: результат объявляет арбитр.
app-no-point-count = В синтез-шахматах нет подсчёта очков (S27–S30).
app-signed-by = Подпись сохранена: { $who ->
    [white] Белые
    [black] Чёрные
   *[arbiter] Арбитр
}.
app-config-broken = Настройки не прочитаны, приняты настройки по умолчанию ({ $detail }).
app-opened = Открыто: { $path }
app-rescued = Спасено в { $file }: { $note }. Повреждённый файл и его журнал оставлены как были.
app-saved = Сохранено: { $path }
app-pool-bad = Запас «{ $value }» — не число: введите целое число не меньше 5 (R14).
app-pool-not-multiple = При открытых запасах общий запас делится поровну на 5; { $n } не делится на 5 (R14).
app-petrified = { $role ->
    [pawn] Пешка на { $square } окаменела
    [knight] Конь на { $square } окаменел
    [bishop] Слон на { $square } окаменел
    [rook] Ладья на { $square } окаменела
    [queen] Ферзь на { $square } окаменел
   *[king] Король на { $square } окаменел
}: теперь это монумент (R15).
app-in-check = { $color ->
        [white] Белые
       *[black] Чёрные
    } под шахом: следующий ход должен защитить короля.
app-mate-next = { $color ->
        [white] Белые
       *[black] Чёрные
    } выиграли матом (R26). Откройте «Результат…» и запишите итог.
app-lot-accepted = { $color ->
        [white] Белые
       *[black] Чёрные
    }: бастион на { $square }.
app-live-pgn-path = Публичный PGN пишется в { $path }
app-lot-set-aside = { $color ->
        [white] Белые
       *[black] Чёрные
    }: жребий { $square } отложен — { $why }. Тяните снова.
app-not-your-piece = На { $square } нет фигуры стороны, чья очередь ходить.
app-taken-back = Ход { $san } отменён; отмена записана (R30).
app-take-back-what = Отменить последний ход { $san }? Отмена попадёт в запись и на бланк (R30).
app-pdf-written = Бланк партии записан: { $path }
app-synthesis-other-ending = Движок видит здесь другое окончание: { $engine } — выберите «{ $choose }».
app-synthesis-no-such-ending = Движок не видит в этой позиции такого окончания: { $ground }
app-no-such-ending = Движок не видит такого окончания в этой позиции ({ $ruling }).
app-not-this-game = { $ground } — основание { $of ->
        [victoria] «Виктории»
        [classical] классических шахмат
       *[synthesis] «Синтеза»
    }, не этой игры.
app-cannot-create = Не удаётся создать { $path }: { $error }
app-nothing-in-progress = В { $path } не записано незавершённой партии: { $error }
app-no-file = У партии нет файла.
app-seal-not-stored = Печать не сохранилась в записи.
app-reserve-not-number = Запас хода для { $square } — «{ $text }»: введите целое число (R14).
app-club-no-dialog = Окно выбора файлов недоступно: введите путь к папке.
app-club-no-folder = Сначала укажите папку с записями партий.
app-club-scan-stopped = Чтение записей прервалось, не закончившись; попробуйте ещё раз.
app-club-report-saved = Отчёт сохранён: { $path }
app-lost-on-time-undecided = Анализ не успел решить, могут ли { $color ->
    [white] белые
   *[black] чёрные
} ещё поставить мат (ст. 6.9 Правил ФИДЕ): решите падение флажка в предложении о флажке, где вы на это отвечаете.
app-not-closed-running = Пока программа была закрыта, часы не шли: списывать или выставлять нечего.
app-typed-differs = Набранная схема не совпадает с доской и полями запаса ходов: нажмите Enter, чтобы применить её, или сотрите её.
# The title's tail while the position is over and its result not yet recorded ($ground:
# the ground in the ruleset's words, as the result dialog gives it).
app-title-ended = Партия окончена — { $ground }.

## Статусы, стоящие одни в своей строке, как надписи: с заглавной, без точки (labels)
app-signed = Подписано
app-not-signed = Не подписано
