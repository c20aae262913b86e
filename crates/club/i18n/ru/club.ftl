# Статистика клуба и звания (src/club): таблица, итоги чтения папки, отчёт PDF, диаграммы и
# методика R31 — для терминала, CSV, отчёта и экрана «Клуб».

club-column = { $column ->
    [player] Игрок
    [games] Партии
    [wins] Победы
    [draws] Ничьи
    [losses] Пораж.
    [wins_mate] Матом
    [wins_points] По очкам
    [unspent] Остаток
    [petrifications] Окамен.
    [walls] Стены
   *[title] Звание
}
club-column-synthesis-wins-mate = Мат/кор.
club-legend = Остаток: средний остаток ресурса ходов живых фигур игрока в конце партии (доля от общего ресурса). Окамен.: фигуры игрока, ставшие монументами. Стены: из них окаменевшие на расстоянии хода короля от своего бастиона, и (в скобках) число партий с такой стеной.
club-ruleset = { $ruleset ->
    [victoria] Виктория
    [synthesis] Шахматы «Синтез»
   *[classical] Классические шахматы
}
club-report-title = Статистика клуба и звания
club-folder = Папка
club-counts = { $read ->
    [one] { $read } запись партии прочитана
    [few] { $read } записи партий прочитаны
   *[many] { $read } записей партий прочитано
}, { $unfinished ->
    [one] { $unfinished } незавершённая партия не учтена
    [few] { $unfinished } незавершённые партии не учтены
   *[many] { $unfinished } незавершённых партий не учтено
}, { $skipped ->
    [one] { $skipped } файл пропущен
    [few] { $skipped } файла пропущены
   *[many] { $skipped } файлов пропущено
}
club-games-counted = { $games ->
    [one] { $games } завершённая партия
    [few] { $games } завершённые партии
   *[many] { $games } завершённых партий
}
club-results-chart = Результаты игроков
club-progress-chart = Путь к званиям (Завоеватель, Император)
club-legend-wins = победы
club-legend-draws = ничьи
club-legend-losses = поражения
club-no-games = В этой папке нет завершённых партий.

club-title = { $title ->
    [tourist] Турист
    [conqueror] Завоеватель
   *[emperor] Император
}
club-award = { $title }: { $figures }
club-award-and = { $first }; { $second }
club-figures-conqueror = { $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[many] { $games } партий
}, { $walls } со стеной ({ $wall_share })
club-figures-emperor = { $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[many] { $games } партий
}, { $wins ->
    [one] { $wins } победа
    [few] { $wins } победы
   *[many] { $wins } побед
} ({ $win_share }), { $points } из них по очкам ({ $points_share }), остаток ресурса { $unspent }

club-threshold = { $key ->
    [conqueror_games] Завоеватель: партий не менее
    [conqueror_wall_share] Завоеватель: партий со стеной
    [emperor_games] Император: партий не менее
    [emperor_win_share] Император: побед не менее
    [emperor_points_share] Император: побед по очкам
   *[emperor_unspent_share] Император: остаток выше
}
club-threshold-not-pair = «{ $pair }» — не пара ключ=значение: напишите, например, emperor_games=20 или emperor_win_share=60%
club-threshold-not-share = { $key }: «{ $value }» — не доля от 0 до 1 (или от 0% до 100%)
club-threshold-not-count = { $key }: «{ $value }» — не целое число партий
club-threshold-unknown = неизвестный порог «{ $key }»: возможны { $keys }

club-method-intro = Методика (R31). Учитываются только завершённые партии «Виктории»; партии «Синтеза» и классические ведутся в отдельных таблицах и званий не дают.
club-method-tourist = Турист: каждый игрок с самого начала.
club-method-conqueror = Завоеватель: не менее { $games ->
    [one] { $games } партии
   *[other] { $games } партий
}, и не менее чем в { $wall_share } из них собственная фигура игрока окаменела на расстоянии хода короля от его собственного бастиона (стена из бастиона и монумента).
club-method-emperor = Император: не менее { $games ->
    [one] { $games } партии
   *[other] { $games } партий
}, не менее { $win_share } побед, не менее { $points_share } побед по очкам (R27) и средний неизрасходованный ресурс живых фигур в конце партии выше { $unspent_share } от общего ресурса (остаток ресурса в каждой партии по переигранным ходам, делённый на ресурс этой партии, в среднем по партиям с ресурсом).
club-method-both = Игрок, заслуживший оба звания, показан Императором, с показателями Завоевателя. Ничьи включают подсчёт очков при равенстве; победы за сдачей или неявкой — победы, но не матом и не по очкам.
club-method-thresholds = { $default ->
    [yes] Пороги: по умолчанию R31.
   *[no] Пороги: изменены относительно R31.
}

# Почему файл папки пропущен ($file: его имя; $reason: почему).
club-skipped = { $file }: { $reason }
club-skip-unreadable = не удаётся прочитать: { $error }
club-skip-empty = пуст: возможно, его оборвал сбой
club-skip-truncated = обрезан или повреждён: он кончается на строке { $line }, в столбце { $column }
club-skip-no-game = партии в нём ещё нет (нет начальной позиции)
club-skip-move = ход { $number } ({ $uci }) нельзя воспроизвести: { $reason }
club-skip-not-coordinates = это не ход в координатах

# Саму папку не удаётся прочитать (src/club/scan.rs).
club-scan-folder = не удаётся прочитать папку { $path }: { $error }
