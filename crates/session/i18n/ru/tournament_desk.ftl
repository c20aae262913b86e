tdesk-by-count = { $result } (по очкам)
tdesk-result = { $result ->
    [white] 1-0
    [black] 0-1
    [draw] ½-½
    [white-count] 1-0 по очкам
    [black-count] 0-1 по очкам
    [white-forfeit] +/- неявка чёрных
    [black-forfeit] -/+ неявка белых
    [double-forfeit] -/- неявка обоих
    [adjourned] Отложена
   *[clear] Без результата
}
tdesk-bye = { $kind ->
    [pairing] Свободен по жеребьёвке
    [half] Пропуск за пол-очка
    [full] Пропуск за очко
   *[zero] Пропуск без очков
}
tdesk-system = { $system ->
    [rr] Круговая система
    [drr] Двухкруговая система
    [swiss] Швейцарская (голландская)
   *[swiss-baku] Швейцарская (голландская, бакинское ускорение)
}
tdesk-print = { $what ->
    [pairings] Пары по доскам
    [by-name] Пары по фамилиям
    [slips] Бланки результатов
    [standings] Положение
    [start-list] Стартовый список
   *[crosstable] Турнирная таблица
}
tdesk-import-summary = В { $dir } { $files ->
    [one] прочитан { $files } файл партии
    [few] прочитано { $files } файла партий
   *[other] прочитано { $files } файлов партий
}: { $counted ->
    [one] засчитан { $counted } результат
    [few] засчитано { $counted } результата
   *[other] засчитано { $counted } результатов
}, { $problems ->
    [0] проблем нет.
    [one] { $problems } проблема (ниже).
    [few] { $problems } проблемы (ниже).
   *[other] { $problems } проблем (ниже).
}

## The tournament desk's refusals, each a line of its own (sentences)
# Столик главного арбитра над папкой турнира (crates/session/src/tournament.rs).
tdesk-cannot-open = Турнир не открывается: { $why }
tdesk-refused = Не сделано: { $why }
tdesk-cannot-pair = Следующий тур не составить: { $why }
tdesk-cannot-read-games = Файлы партий в { $dir } не читаются: { $why }
tdesk-cannot-copy = Пример турнира не скопировать ({ $path }): { $why }
tdesk-cannot-print = Печать не получилась: { $why }
tdesk-empty-name = У участника должно быть имя.
tdesk-bad-rating = Рейтинг «{ $rating }» — не целое число до четырёх цифр.
tdesk-bad-fide-id = FIDE ID «{ $id }» — не целое число до одиннадцати цифр.
tdesk-too-long = { $field ->
    [title] Звание
   *[federation] Федерация
} «{ $typed }» длиннее трёх букв (код ФИДЕ: GM, WIM…; RUS, ENG…).
tdesk-no-player = Участника со стартовым номером { $number } нет.
tdesk-no-event-name = У нового турнира должно быть название (его несут файлы партий досок).
tdesk-no-rounds = Для швейцарской системы нужно число туров.
tdesk-cannot-create = Турнир не создан: { $why }
tdesk-unknown-tie-break = Дополнительный показатель «{ $code }» неизвестен: введите коды C.07 по порядку, например BH/C1, BH, SB, DE, WIN (известны: { $known }; отсечения: к BH, FB, SB, PS и ARO добавляется /C1, /C2 …, к BH ещё /M1).
