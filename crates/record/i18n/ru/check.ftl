# Проверка записи (`check`): что в записи не так, с ходом, правилом или полем, к которому это
# относится. Ключи файла записи (`king_captured`, `dead_position`) приводятся так, как их пишет файл.

check-move = { $fullmove }{ $color ->
        [white] . белые
       *[black] ... чёрные
    }
check-none = нет

## Находка на ходе, которую вставляют в строку `check` (clauses)
check-at-move = ход { $move }: { $problem }

## Ход (clauses)
check-ply-number = его номер полухода { $recorded }, а ожидался { $expected }
check-wrong-side = он записан как ход { SIDE($recorded, case: "gen") }, но очередь { SIDE($tomove, case: "gen") }
check-after-end = он сыгран после конца партии на полуходе { $at }: { $outcome }
check-time-earlier = его время { $time } раньше предыдущего хода
check-san = его SAN записан как «{ $recorded }», а движок пишет «{ $engine }»
check-announced-other = объявлено «{ $announced }», это ход { $names }, а не { $played }
check-announced-ambiguous = объявлено «{ $announced }», это подходит к нескольким ходам
check-announced-none = объявлено «{ $announced }», это не называет ни одного допустимого хода
check-events = его события записаны как [{ $recorded }], а движок даёт [{ $engine }]
check-reserve = его запас записан как «потрачено { $spent } / осталось { $left }», а движок считает «потрачено { $espent } / осталось { $eleft }»
check-synthesis-reserve = у него есть цифры запаса, но в «Синтезе» запаса нет
check-not-coordinates = «{ $uci }» — не ход в координатах; воспроизведение останавливается здесь
check-illegal = { $uci } недопустим: { $reason }; воспроизведение останавливается здесь

## Начало (clauses)
check-moves-without-start = в записи есть ходы, но нет начальной позиции
check-result-without-start = в записи есть результат, но нет начальной позиции
check-start-not-from-schemes = начальная позиция { $start } не следует из раскрытых схем и бастионов, они дают { $rebuilt } (R5, E10)
check-start-not-rebuilt = начальную позицию нельзя восстановить: { $error }
check-started-before-reveal = партия началась до того, как раскрыты обе схемы (R5)
check-lots-not-drawn = в записи есть жребий бастионов, но бастионы не тянутся по жребию (bastion_placement = { $placement }, R8)
check-lot-not-a-square = жребий бастиона { $n } называет «{ $text }», а это не поле
check-lot-set-aside-free = жребий бастиона { $n } ({ SIDE($side) } { $square }) отложен, хотя поле было свободно (R8)
check-lot-accepted-held = жребий бастиона { $n } ({ SIDE($side) } { $square }) принят, хотя { $held }
check-lot = жребий бастиона { $n } ({ SIDE($side) } { $square }): { $error }
check-bastion-count = у { SIDE($side, case: "gen") } вытянуто бастионов: { $have }, а не 3 (R7)
check-synthesis-schemes = в «Синтезе» нет запечатанных схем, а в этой записи схема есть (S1)
check-synthesis-lots = в «Синтезе» нет бастионов, а в этой записи есть жребий бастионов (S1)

## Результат (clauses)
check-result = результат: { $problem }
# `ruleset`: classical, victoria или synthesis (ссылка — на правила этой игры).
check-not-mate = записан мат, но в итоговой позиции мата нет: движок находит: { $engine } ({ $ruleset ->
        [classical] ст. 5.1.1 Правил ФИДЕ
        [synthesis] S28, S29
       *[victoria] R26
    })
check-mate-winner = победителем записаны { $recorded ->
        [white] белые
        [black] чёрные
       *[none] никто
    }, но мат поставили { SIDE($winner, case: "nom") } (R26)
check-points-without-count = записаны очки, но { $outcome } — не подсчёт очков{ $ruleset ->
        [victoria] {" "}(R27)
       *[other] {""}
    }
check-outcome-not-in-ruleset = исход «{ $outcome }» не из { $ruleset ->
        [classical] классических шахмат: подсчёта очков в них нет (R27 — правило «Виктории»)
        [synthesis] «Синтеза»
       *[victoria] «Виктории»
    }
check-ground-not-in-ruleset = исход «{ $outcome }» по основанию «{ $ground }» не предусмотрен правилами { $ruleset ->
        [classical] классических шахмат (ст. 5, 6.9, 7.5.5, 9 Правил ФИДЕ)
        [synthesis] «Синтеза» (S27–S30)
       *[victoria] «Виктории» (R26–R28, R27a, R32)
    }
check-flag-of-other = записано поражение по времени { SIDE($loser, case: "gen") }, но по журналу часов упал флажок у { SIDE($flagged, case: "gen") } (ст. 6.9 Правил ФИДЕ, R33)
check-other-ground = записано основание «{ $ground }», но движок находит: { $engine }
check-before-last-move = результат датирован { $time } — раньше последнего записанного хода
check-winner-cannot-mate = записано поражение, но { SIDE($winner, case: "nom") } не могут поставить мат в итоговой позиции: { $ruleset ->
        [victoria] партия идёт на подсчёт очков (R27a, R27)
        [synthesis] это ничья (S30; ст. 6.9, 7.5.5 Правил ФИДЕ)
       *[other] это ничья (ст. 6.9, 7.5.5 Правил ФИДЕ)
    }
check-count = счёт записан как «белые { $white } : чёрные { $black }», а по итоговой позиции { $cwhite } : { $cblack } (R3)
check-count-winner = победителем записаны { $recorded ->
        [white] белые
        [black] чёрные
       *[none] никто
    }, а по счёту { $counted ->
        [white] белые
        [black] чёрные
       *[none] никто
    }
check-count-without-ending = счёт записан по основанию «{ $ground }», но движок не видит окончания (R27)
check-count-needs-reason = счёт по решению арбитра требует причины
check-not-draw = записана ничья по основанию «{ $ground }», но движок находит: { $engine }
check-draw-winner = у ничьей нет победителя
check-not-victoria = исход «{ $outcome }» не из «Виктории»: допустимы checkmate, points, draw, resignation, agreement, forfeit, loss или decision
check-needs-winner = { $outcome ->
        [resignation] сдаче
        [forfeit] поражению без игры
       *[other] исходу «{ $outcome }»
    } нужен победитель
check-forfeit-needs-reason = поражению без игры нужна причина от арбитра{ $ruleset ->
        [victoria] {" "}(R28)
       *[other] {""}
    }
check-loss-needs-ground = поражению по решению арбитра нужно основание: flag_fell (ст. 6.9 Правил ФИДЕ) или illegal_moves (ст. 7.5.5)
check-agreement-winner = у ничьей по соглашению нет победителя
check-decision-needs-reason = решению арбитра нужна письменная причина
check-not-synthesis-verdict = записано { $outcome } ({ $score }), но движок находит: { $engine }
check-not-synthesis = исход «{ $outcome }» не из «Синтеза»: допустимы king_captured, checkmate, draw, resignation, agreement, forfeit, loss или decision
check-final-position = её итоговая позиция { $fen } — не позиция после последнего хода
check-illegal-moves-uncounted = это поражение за второй завершённый невозможный ход, но { $loser ->
        [white] у белых
        [black] у чёрных
       *[none] ни у одной стороны
    } { $counted ->
        [0] нет ни одного засчитанного невозможного хода
        [one] засчитан только один невозможный ход
        [few] засчитано только { $counted } невозможных хода
       *[other] засчитано только { $counted } невозможных ходов
    } (ст. 7.5.5 Правил ФИДЕ, R29)
check-illegal-moves-not-fide = это поражение за невозможные ходы, но в этой партии невозможный ход только записывается (illegal_move_penalty = warn, R29)

## Оформление (clauses)
check-withdrawn-without-reason = невозможный ход { $n } снят без причины (R29, R30)
check-correction-without-reason = исправление от { $time } без причины (R30)
check-signature-outside = у подписи { $who ->
        [white] белых
        [black] чёрных
       *[arbiter] арбитра
    } есть точки вне её рамки
check-seal-digest = печать арбитра заверяет дайджест { $signed }, а дайджест записи { $record }: запись изменилась после подписи
