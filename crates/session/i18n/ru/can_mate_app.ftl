# Средства экрана записи «Возможен ли ещё мат?» (R27a, задача 13): предложения поражения по
# ФИДЕ, решённые анализатором, доказательство мёртвой позиции R27, анализ и его линия кооперативного мата.

## Предложение поражения по Правилам ФИДЕ, решённое анализатором (6.9, 7.5.5)
mate-offer-time = У { $loser ->
    [white] белых
   *[black] чёрных
} упал флажок (ст. 6.9 Правил ФИДЕ).
mate-offer-illegal = { $loser ->
    [white] Белые завершили
   *[black] Чёрные завершили
} второй невозможный ход (ст. 7.5.5 Правил ФИДЕ).
mate-offer-can = Анализатор нашёл матующую линию для { $mater ->
    [white] белых
   *[black] чёрных
} ({ $cite }): { $loser ->
    [white] белые проигрывают
   *[black] чёрные проигрывают
}.
mate-offer-cannot = Анализатор доказал, что { $mater ->
    [white] белые
   *[black] чёрные
} никогда не смогут поставить мат ({ $cite }): { $sanction ->
    [count] партия идёт к подсчёту очков (R27).
    [draw] ничья.
   *[loss] поражение.
}
mate-offer-line = Матующая линия: { $line }
# A long line folded: its first moves ($first, in SAN) and its length ($n); the preview's
# last moves after the earlier ones are left out ($moves).
mate-line-folded = { $first } … (всего { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[many] { $n } ходов
})
mate-line-tail = … { $moves }
mate-offer-proof = Доказательство: { $proof }
mate-offer-record = { $sanction ->
    [count] Записать подсчёт очков
    [draw] Записать ничью
   *[loss] Записать поражение
}
mate-offer-analysing = Анализатор ищет матующую линию для { $mater ->
    [white] белых
   *[black] чёрных
} ({ $cite })…
mate-offer-progress = рассмотрено ходов: { $nodes } из { $budget }
mate-offer-stop = Не ждать: спросить меня
mate-offer-undecided = Анализатор не решил за { $nodes } рассмотренных ходов.
mate-undecided = Анализатор не решил, может ли соперник поставить мат: ответьте на вопрос.

## Доказательство после хода, окно результата
mate-proved-title = Мат невозможен (доказано)
mate-count-reason = Мат невозможен для обеих сторон: доказано полным анализом (R27a)
mate-ground-proved = Подсчёт: мат невозможен (доказано) (R27)

## «Возможен ли ещё мат?»
mate-ask = Возможен ли ещё мат?
mate-running = Анализ шансов { $side ->
    [white] белых
   *[black] чёрных
}: рассмотрено ходов — { $nodes }…
mate-cancel = Прервать анализ
mate-cancelled = Анализ прерван; рассмотрено ходов — { $nodes }.
mate-possible = { $mater ->
    [white] Белые ещё могут
   *[black] Чёрные ещё могут
} поставить мат: линия кооперативного мата из { $n ->
    [one] { $n } хода
    [few] { $n } ходов
   *[many] { $n } ходов
}.
mate-possible-now = { $mater ->
    [white] Белые уже поставили
   *[black] Чёрные уже поставили
} мат.
mate-impossible = { $mater ->
    [white] Белые
   *[black] Чёрные
} никогда не смогут поставить мат (доказано): { $proof }
mate-unknown = { $mater ->
    [white] Белые
   *[black] Чёрные
}: не решено; рассмотрено ходов — { $nodes }.
mate-try-longer = Искать дольше
mate-show-line = Показать линию
mate-show-line-hint = Показать линию (выдаёт запасы)
mate-preview = Просмотр линии кооперативного мата { $mater ->
    [white] белых
   *[black] чёрных
}: ход { $at } из { $n }. Партия не меняется.
mate-preview-start = Просмотр линии кооперативного мата { $mater ->
    [white] белых
   *[black] чёрных
}: позиция сейчас, до { $n ->
    [one] её { $n } хода
    [few] её { $n } ходов
   *[many] её { $n } ходов
}. Партия не меняется.
mate-prev = Назад
mate-next = Вперёд
mate-leave = Вернуться к партии
key-can-mate = Возможен ли ещё мат? (обе стороны, в фоне)
key-line-prev = Показанная линия мата: предыдущий ход
key-line-next = Показанная линия мата: следующий ход

## На чём основано решение о поражении, одной строкой (sentences)
mate-offer-line-private = Матующая линия: видит только арбитр (её ходы выдают, у каких фигур хватает на них запаса; откройте панель запасов, R14).
