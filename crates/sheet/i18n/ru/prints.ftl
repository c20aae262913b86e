# Печать турнира для главного арбитра (crates/sheet/src/tournament.rs).
print-page = Страница { $page } из { $pages }
print-title-pairings-board = Пары { $round }-го тура по доскам
print-title-pairings-name = Пары { $round }-го тура по фамилиям
print-title-slips = Бланки результатов { $round }-го тура
print-title-standings = Турнирное положение после { $rounds }-го тура
print-title-crosstable = Турнирная таблица после { $rounds }-го тура
print-title-start-list = Стартовый список
print-start-order = { $order ->
    [coming] В порядке начального рейтинг-листа ФИДЕ (C.04.2): рейтинг, затем звание, затем фамилия. При жеребьёвке 1-го тура участники получат номера 1, 2, … в этом порядке; до неё номера — по порядку заявки.
    [fixed] Начальный рейтинг-лист, закреплённый при жеребьёвке 1-го тура: рейтинг, затем звание, затем фамилия (ФИДЕ C.04.2), если арбитр не установил до 1-го тура другой порядок. Опоздавший участник занимает место по тому же порядку.
   *[number] По стартовым номерам.
}
print-col-title = Звание
print-col-federation = Фед.
print-col-fide-id = FIDE ID
print-time-control = Контроль времени: { $control }
print-chief-arbiter = Главный арбитр: { $name }
print-col-board = Доска
print-col-no = №
print-col-white = Белые
print-col-black = Чёрные
print-col-points = Очки
print-col-result = Результат
print-col-name = Участник
print-col-colour = Цвет
print-col-opponent = Соперник
print-col-rank = Место
print-col-rating = Рейтинг
print-col-score = Очки
print-colour = { $colour ->
    [white] Белые
   *[black] Чёрные
}
print-bye = { $kind ->
    [pairing] Свободен от игры (по жеребьёвке)
    [half] Пропуск тура за пол-очка
    [full] Пропуск тура за очко
   *[zero] Не играет (без очков)
}
print-unpaired = { $name }: { $bye }.
print-slip-head = Тур { $round }, доска { $board }
print-slip-white = Белые: { $name } ({ $no })
print-slip-black = Чёрные: { $name } ({ $no })
print-slip-result = Результат:
print-col-rtg = Рейт.
print-round-starts = начало тура { $when }
print-slip-choice = { $choice ->
    [white] 1-0
    [draw] ½-½
    [black] 0-1
    [white-count] 1-0 по очкам
    [black-count] 0-1 по очкам
    [white-forfeit] +/- без игры
    [black-forfeit] -/+ без игры
   *[double-forfeit] -/- оба без игры
}
print-slip-sign-white = Подпись белых
print-slip-sign-black = Подпись чёрных
print-slip-sign-arbiter = Подпись арбитра
print-tie-breaks = Дополнительные показатели по порядку (ФИДЕ, C.07): { $list }.
print-cross-legend = В клетке: номер соперника, цвет (w белые, b чёрные) и результат (1 победа, ½ ничья, 0 поражение, + или - без игры); у пропуска тура — его очки.
