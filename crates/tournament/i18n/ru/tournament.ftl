# Отказы турнира (crates/tournament/src/error.rs).
tour-unknown-player = в турнире нет участника { $player }
tour-bad-start-number = стартовый номер { $player } недопустим: номера начинаются с 1
tour-duplicate-start-number = стартовый номер { $player } уже занят
tour-paired-twice = участник { $player } спарен дважды в туре { $round }
tour-self-paired = участник { $player } спарен сам с собой в туре { $round }
tour-player-withdrawn = участник { $player } выбыл и не может быть спарен в туре { $round }
tour-player-left-out = участник { $player } в туре { $round } не спарен и не получил свободный тур
tour-two-pairing-byes = в туре { $round } свободный тур по жеребьёвке дан дважды
tour-board-numbers = в туре { $round } доски пронумерованы не по порядку на доске { $board }
tour-round-out-of-order = тур { $round } нельзя спарить сейчас: следующий тур — { $expected }
tour-previous-round-unfinished = тур { $round } не закончен: на доске { $board } нет окончательного результата
tour-round-not-paired = тур { $round } ещё не спарен
tour-not-last-round = тур { $round } — не последний спаренный (последний — { $last })
tour-round-has-results = в туре { $round } уже есть результат на доске { $board }
tour-unpaired-board = в туре { $round } нет доски { $board }
tour-count-without-win = доска { $board } тура { $round }: подсчётом очков может решиться только выигранная партия
tour-round-already-paired = тур { $round } уже спарен
tour-pairing-bye-requested = участник { $player } не может просить свободный тур по жеребьёвке: его даёт жеребьёвка
tour-event-complete = все { $rounds } туров турнира уже спарены
tour-no-valid-pairing = ни одна жеребьёвка тура { $round } не удовлетворяет абсолютным критериям
tour-round-robin-size = для круговой системы нужно не меньше 3 участников, в турнире { $players }
tour-ranking-frozen = стартовый список закрепляется, когда составлен 1-й тур (ФИДЕ C.04.2): чтобы изменить его, отмените жеребьёвку 1-го тура
tour-ranking-not-every-player = новый стартовый список должен назвать каждого участника ровно один раз: участник { $player } пропущен, повторён или неизвестен
tour-round-robin-started = участник { $player } не может войти в турнир: таблица круговой системы закрепляется составом участников, когда составлен 1-й тур (ФИДЕ C.05, приложение 1)
tour-no-name = у участника { $player } нет имени
tour-rating-too-high = участник { $player }: в рейтинге { $rating } больше 4 цифр (TRF ФИДЕ хранит рейтинги до 9999)
tour-title-too-long = участник { $player }: звание «{ $title }» длиннее 3 букв (пишите как ФИДЕ: GM, IM, FM, CM, WGM, …)
tour-federation-too-long = участник { $player }: федерация «{ $federation }» длиннее 3 букв (пишите трёхбуквенный код ФИДЕ: RUS, ENG, GER, …)
tour-fide-id-too-long = участник { $player }: в FIDE ID { $fide_id } больше 11 цифр
tour-round-robin-rounds = в круговом турнире этих участников { $rounds } туров, а не { $round }

# Папка турнира (crates/tournament/src/store.rs).
store-io = { $file }: { $what }
tournament-store-exists = { $file } уже существует: турнир не создаётся поверх другого
store-damaged-json = { $file }, строка { $line }, столбец { $column }: файл повреждён и не прочитан ({ $detail }); ничего не перезаписано
store-damaged-json-field = { $file }, строка { $line }, столбец { $column }: поле «{ $field }» повреждено ({ $detail }); ничего не перезаписано
store-damaged-journal = { $file }, строка { $line }: { $what }; ничего не перезаписано
journal-not-json = запись не читается в столбце { $column } ({ $detail })
journal-checksum = контрольная сумма записи не совпадает с её действием
journal-sequence = у записи номер { $found }, а ожидался { $expected }
journal-refused = изменение из записи отклонено: { $what }
note-torn-last-line = { $file }: последняя строка ({ $line }) была оборвана при записи и отброшена

# Почему жеребьёвка такова (crates/tournament/src/dutch.rs).
why-floats-down = { $player } спускается с { $from } на { $to } и играет с { $opponent }
why-bye = { $player } получает свободный тур по жеребьёвке: из наименьшей возможной группы ({ $score } очк.) он остаётся без пары в последней группе по порядку голландской системы и ещё не получал очка без игры
why-colour = доска { $board }: { $player } получает { $colour ->
    [white] белые
   *[black] чёрные
 }: { $rule ->
    [both] соблюдены цветовые предпочтения обоих
    [stronger] соблюдено более сильное цветовое предпочтение
    [alternation] цвета чередуются от последнего тура, где они различались
    [higher] соблюдено предпочтение участника, стоящего выше
   *[number] решает жеребьёвочный номер участника, стоящего выше
 }

# TRF (crates/tournament/src/trf.rs).
trf-line = строка { $line }: { $what }
trf-field-start-number = стартовый номер
trf-field-rating = рейтинг
trf-field-fide-id = FIDE ID
trf-field-points = очки
trf-field-rank = место
trf-field-rounds = число туров
trf-field-opponent = соперник
trf-not-a-number = { $field } в столбцах { $from }–{ $to } — не число: «{ $text }»
trf-unknown-opponent = клетка тура { $round } (столбцы { $from }–{ $to }) называет участника { $opponent }, которого нет в файле
trf-bad-colour = цвет тура { $round } в столбце { $column } — «{ $text }», а не w, b или -
trf-bad-result = результат тура { $round } в столбце { $column } — «{ $text }», а не один из 1 0 = + - W D L H F U Z
trf-own-opponent = в туре { $round } участник { $player } назван своим же соперником
trf-mismatch = в туре { $round } участник { $player } играет с { $opponent }, но клетка участника { $opponent } не подтверждает это другим цветом и согласным результатом
trf-duplicate-player = у стартового номера { $player } вторая строка участника
trf-bad-first-colour = первый цвет «{ $text }» — ни w, ни b
trf-no-players = в файле нет строки участника (001)
trf-played-without-colour = в клетке тура { $round } партия без цвета в столбце { $column }: поставьте там w или b (только неявка, + или -, может быть с -)
trf-points-contradict = в столбце очков участника { $player } — { $declared }, а по результатам { $computed }: исправьте очки или результаты
trf-rounds-below-played = число туров { $declared }, а в файле сыграно туров: { $played }; укажите не меньше { $played }
trf-team-event = это командный турнир; Victoria ведёт только личные: импортируйте игроков как личный турнир или возьмите программу для командных жеребьёвок
trf-unknown-player = запись называет стартовый номер { $player }, для которого нет строки участника (001)
trf-not-utf8 = байты в столбце { $column } — не UTF-8: сохраните файл в UTF-8 или импортируйте его как Latin-1 (--latin1), если он в этой кодировке

# Команда жеребьёвочной программы (crates/tournament/src/engine.rs).
engine-usage = вызов: pairing --dutch ВХОД.trf -p [ВЫХОД] | pairing --dutch ВХОД.trf -c | pairing --dutch -g НАСТРОЙКИ -o ВЫХОД.trf [-s ЗЕРНО]
engine-unknown-argument = неизвестный аргумент «{ $arg }»
engine-read = { $file } не читается: { $what }
engine-write = { $file } не записывается: { $what }
engine-bad-trf = { $file }: { $what }
engine-check-no-pairing = тур { $round }: { $what }
engine-check-differs = тур { $round } был бы спарен иначе: в файле { $file }, у нас { $ours }
engine-check-summary = проверено туров: { $rounds }, спарено иначе: { $differ }
engine-check-criterion =     { $criterion }: в файле { $file }, у нас { $ours }
engine-bad-config = { $file }, строка { $line }: «{ $text }» — не одно из PlayersNumber, RoundsNumber, DrawPercentage, ForfeitRate, RetiredRate, HalfPointByeRate, HighestRating, LowestRating = целое число (строка 0: значения не согласуются)
engine-check-colours =     те же пары: цвета распределены иначе (C.04.3 E)

# Названия дополнительных показателей для легенды (crates/tournament/src/tiebreak.rs), ФИДЕ, C.07.
tb-bh = Коэффициент Бухгольца
tb-bh-cut = Бухгольц без { $cut ->
    [1] худшего результата
   *[other] { $cut } худших результатов
}
tb-bh-median = Медианный Бухгольц (без { $pairs ->
    [1] лучшего и худшего результатов
   *[other] { $pairs } лучших и { $pairs } худших результатов
})
tb-fb = Бухгольц Форе
tb-fb-cut = Бухгольц Форе без { $cut ->
    [1] худшего результата
   *[other] { $cut } худших результатов
}
tb-sb = Коэффициент Зоннеборна — Бергера
tb-sb-cut = Зоннеборн — Бергер без { $cut ->
    [1] худшего результата
   *[other] { $cut } худших результатов
}
tb-aob = Средний Бухгольц соперников
tb-de = Личная встреча
tb-win = Число побед
tb-won = Число побед за доской
tb-bpg = Число партий чёрными
tb-bwg = Число побед чёрными
tb-ge = Число туров, сыгранных по выбору участника
tb-ps = Прогрессивный коэффициент
tb-ps-cut = Прогрессивный коэффициент без { $cut ->
    [1] первого тура
   *[other] { $cut } первых туров
}
tb-aro = Средний рейтинг соперников
tb-aro-cut = Средний рейтинг соперников без { $cut ->
    [1] самого низкого
   *[other] { $cut } самых низких
}
tb-tpr = Турнирный перформанс
tb-apro = Средний перформанс соперников
tb-ptp = Совершенный турнирный перформанс
tb-appo = Средний совершенный перформанс соперников
tb-ks = Система Койя
tb-vwc = Победы по подсчёту очков (Victoria)
