# Экран турнира (src/app/screens/tournament.rs).
tg-start-button = Турнир…
tg-title = Турнир
tg-folder-hint = Папка турнира
tg-open = Открыть
tg-choose = Выбрать…
tg-sample = Открыть пример турнира
tg-new-title = Новый турнир
tg-new-name = Название турнира
tg-new-rounds = Туров
tg-new-time = Контроль времени (например, 60+30)
tg-new-city = Город
tg-new-chief = Главный арбитр
tg-create = Создать турнир
tg-game = { $game ->
    [classical] Классические шахматы
   *[victoria] Виктория
}
tg-summary = { $system } · составлено туров: { $paired } из { $rounds } · участников: { $players } · контроль { $tc }
tg-back = Назад
tg-pair = Составить тур { $round }
tg-pair-none = Составить следующий тур
tg-import-own = Взять результаты досок
tg-print = Печать PDF
tg-import-from = Взять из папки:
tg-import-hint = Папка с файлами партий (другой столик, флешка)
tg-import = Взять
tg-close = Закрыть
tg-tab = { $tab ->
    [players] Участники
    [round] Пары
    [standings] Положение
    [live] Доски онлайн
   *[crosstable] Таблица
}
tg-tab-round = Пары тура { $round }
tg-rounds = Тур:
tg-col-board = Доска
tg-col-white = Белые
tg-col-result = Результат
tg-col-black = Чёрные
tg-col-number = №
tg-col-name = Участник
tg-col-rating = Рейтинг
tg-col-rtg = Рейт.
tg-col-club = Клуб · федерация
tg-col-points = Очки
tg-col-status = Статус
tg-col-rank = Место
tg-result = Результат…
tg-start-board = Начать партию
tg-open-game = Открыть партию
tg-result-for = Доска { $board }:
tg-bye-line = { $name } ({ $number }): { $kind }, очков: { $points }
tg-round-date = Начало тура:
tg-round-date-hint = 2026-12-06 15:00
tg-round-date-set = Объявить
tg-unpair = Отменить составление тура
tg-player-name = Имя нового участника (и опоздавшего)
tg-player-rating = Рейтинг
tg-player-club = Клуб
tg-add-player = Внести участника
tg-player-title = Звание
tg-player-federation = Федерация
tg-player-fide-id = FIDE ID
tg-save-player = Сохранить данные
tg-cancel-edit = Отмена
tg-edit-player = Исправить
tg-bye = Пропуск (½)
tg-withdraw = Выбыл
tg-status-withdrawn = выбыл с тура { $round }
tg-status-bye = тур { $round }: { $kind }
tg-tie-breaks = Дополнительные показатели по порядку: { $list }
tg-tie-breaks-field = Задать показатели (коды по порядку):
tg-tie-breaks-hint = BH/C1, BH, SB, DE, WIN
tg-tie-breaks-set = Задать
tg-other = Другой турнир…

## The tournament screen's notices, each a line of its own (sentences)
tg-open-about = Откройте папку турнира: в ней tournament.json и файлы партий досок. Каждая партия доски, начатая здесь, сохраняется в эту папку.
tg-new-about = Новый турнир создаётся в папке, указанной выше (новой или пустой); затем на вкладке «Участники» вносятся игроки. То же делает команда «victoria-arbiter tournament new».
tg-bad-rounds = Для швейцарской системы нужно число туров: «{ $typed }» — не целое число больше 0.
tg-no-folder = Сначала введите папку турнира.
tg-no-sample = Пример турнира (sample_games/tournament) не установлен.
tg-no-dialog = Окно выбора файлов здесь недоступно: введите папку и нажмите Enter.
tg-opened = { $sample ->
    [yes] Открыт пример турнира: рабочая копия в { $dir } (сам пример не меняется).
   *[no] Открыта папка { $dir }.
}
tg-no-round = Ни один тур ещё не составлен: внесите участников и составьте первый тур.
tg-round-finished = У всех досок этого тура есть результат.
tg-keys = Клавиши: ↑ ↓ доска, 1 = 0 + - * её результат, Del стирает его, F3 все результаты, Enter начинает партию; ← → вкладки, PgUp PgDn туры.
tg-pair-complete = Все туры турнира ({ $rounds }) составлены: следующего тура нет.
tg-pair-waits = { $count ->
    [one] В туре { $round } нет результата на доске { $boards }: следующий тур составляется, когда он будет.
   *[other] В туре { $round } нет результатов на досках { $boards }: следующий тур составляется, когда они будут.
}
tg-round-date-done = { $when ->
    [none] Начало тура { $round } снято.
   *[other] Тур { $round } начинается { $when } (печатается в списке пар и на бланках).
}
tg-result-set = Тур { $round }, доска { $board }: { $result }.
tg-paired = Тур { $round } составлен.
tg-paired-ranked = Тур { $round } составлен. Сначала участники пронумерованы в порядке ФИДЕ (рейтинг, звание, фамилия; C.04.2): распечатайте стартовый список.
tg-unpaired = Составление тура { $round } отменено.
tg-printed = Печать сохранена: { $file }
tg-player-added = Участник { $number } внесён: { $name }.
tg-correcting = Исправляются данные участника { $number } ({ $name }): Esc — отмена.
tg-player-corrected = Данные участника { $number } сохранены: { $name }.
tg-bye-set = У участника { $number } пропуск за пол-очка в туре { $round }.
tg-withdrawn = Участник { $number } выбывает с тура { $round }.
tg-tie-breaks-done = Дополнительные показатели заданы: по ним строятся положение и распечатки.
tg-cross-about = В клетке: номер соперника, w или b — цвет, результат (+ и - — без игры); пропуск: - и его очки.
tg-ng-saved-in = Партия сохраняется в папку турнира: { $file }
tg-entries-closed = После составления 1-го тура круговой турнир не принимает новых участников (его таблица закреплена составом).
