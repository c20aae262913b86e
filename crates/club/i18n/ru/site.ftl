# Сайт клуба (victoria-arbiter site): главная, таблица, список партий, страницы партий.

site-title = { $club ->
    [none] Партии клуба
   *[other] { $club }: партии
}
site-generated = Собрано программой «Виктория — арбитр» { $date } из { $games ->
    [one] { $games } записи
   *[other] { $games } записей
}.
site-lang-switch = English
site-standings = Турнирная таблица и звания
site-standings-none = Оконченных партий пока нет.
site-games = Партии
site-filter = Фильтр
site-filter-hint = игрок, турнир, дата…
site-col-date = Дата
site-col-event = Турнир
site-col-round = Тур
site-col-white = Белые
site-col-black = Чёрные
site-col-result = Итог
site-col-ground = Основание
site-col-plies = Полуходы
site-chart-results = Результаты игроков
site-chart-wins = победы
site-chart-draws = ничьи
site-chart-losses = поражения
site-chart-progress = Путь к званиям
site-method = Как считаются показатели
site-back = Все партии
site-board = Доска
site-board-alt = Позиция после полухода { $ply } из { $plies }.
site-start = В начало
site-prev = Назад
site-next = Вперёд
site-end = В конец
site-flip = Перевернуть
site-keys = Стрелки листают партию; Home и End — в начало и в конец.
site-position-after = { $ply ->
    [0] Начальная позиция
   *[other] После полухода { $ply }: { $move }
}
site-moves = Ходы
site-setups = Раскрытые расстановки
site-setup-of = { $color ->
    [white] Расстановка белых
   *[black] Расстановка чёрных
}
site-seal = Код печати { $code }
site-result = Итог
site-in-progress = Партия идёт: запасы остаются тайной.
site-reserves = Запасы
site-reserve-piece = Фигура
site-reserve-allocated = Выделено
site-reserve-spent = Потрачено
site-reserve-fate = Судьба
site-reserve-petrified = окаменение на { $n }-м ходу
site-reserve-captured = взятие на { $n }-м ходу
site-sheet-link = Подписанный бланк партии (PDF)
site-legend = + шах, # мат, =Ф превращение, ★ герой, ◆ окаменение
site-ruleset = { $ruleset ->
    [victoria] Виктория
    [synthesis] Шахматы «Синтез»
   *[classical] Классические шахматы
}
site-print = Печать
site-error-folder = не удаётся прочитать папку { $dir }: { $error }
site-error-write = не удаётся записать { $file }: { $error } (проверьте, что в папку вывода можно писать)
site-cli-skipped = пропущен { $file }: { $why }
site-app-button = Записать веб-сайт

# Страницы турниров (crates/club/src/site/tournament.rs).
site-tournaments = Турниры
site-tour-facts = Сыграно туров: { $rounds } из { $planned } · участников: { $players } · контроль времени { $control }
site-tour-back = На страницу клуба
site-tour-standings-after = Положение после { $round }-го тура
site-tour-crosstable = Турнирная таблица
site-tour-rounds = Туры
site-tour-round = Тур { $round }
site-tour-rank = Место
site-tour-no = №
site-tour-name = Участник
site-tour-points = Очки
site-tour-board = Доска
site-tour-white = Белые
site-tour-black = Чёрные
site-tour-result = Результат

## What the site writer reports, a line each (sentences)
site-cli-written = Записано в { $dir }: { $pages ->
    [one] { $pages } страница партии
    [few] { $pages } страницы партий
   *[many] { $pages } страниц партий
}, { $tournaments ->
    [0] ни одной страницы турнира
    [one] { $tournaments } страница турнира
    [few] { $tournaments } страницы турниров
   *[many] { $tournaments } страниц турниров
} и главная ({ $sheets ->
    [0] бланков нет
   *[other] бланков: { $sheets }
}).
site-app-writing = Записываю сайт клуба в { $dir }…
site-app-stopped = Запись сайта прервалась, не закончившись; больше ничего не записано.
site-app-written = Сайт записан в { $dir }: страниц партий — { $pages }, страниц турниров — { $tournaments }, и главная{ $skipped ->
    [0] {""}
   *[other] ; пропущено файлов: { $skipped }
}. Откройте index.html в любом браузере или скопируйте папку на сайт клуба.
