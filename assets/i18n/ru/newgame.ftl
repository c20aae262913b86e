# Форма новой партии (задача 12): сначала выбирается игра, затем только её параметры и
# готовые клубные наборы.

ng-game-label = Игра
ng-game = { $game ->
    [victoria] Виктория
    [classical] Классические шахматы
   *[synthesis] Синтез-шахматы
}
ng-game-about = { $game ->
    [victoria] 12x12, запечатанные схемы, бастионы и запас ходов (RULINGS.md)
    [classical] Шахматы ФИДЕ на 8x8 из начальной позиции; запись начинается сразу
   *[synthesis] Синтез-шахматы на 8x8 из начальной позиции (SYNTHESIS.md); запись начинается сразу
}
ng-preset-label = Клубные наборы
ng-preset = { $preset ->
    [written] Как в правилах
    [tournament] Турнир
    [rapid] Клубные быстрые
    [blitz] Клубный блиц
    [learning] Первые партии
   *[casual] Без часов
}
# What a preset sets: its clock, each option it changes, then the rest (joined by ". ").
ng-preset-sets = { $option }: { $value }
ng-preset-defaults = Все параметры — как в постановлениях
ng-preset-rest = Остальные параметры — как в постановлениях
ng-options-of = Параметры: { $game ->
    [victoria] Виктория
    [classical] классические шахматы
   *[synthesis] синтез-шахматы
}
ng-start = { $game ->
    [victoria] К схемам игроков
   *[other] Начать запись партии
}
# Краткое название контроля времени в списке (полностью он описан под списком).
ng-tc-short = { $preset ->
    [classical] Классика ФИДЕ 90/40, 30 +30 с
    [rapid] Рапид 15 мин +10 с
    [blitz] Блиц 3 мин +2 с
    [custom] Свой контроль
   *[none] Без часов
}

## Start from a position
ng-position = С позиции

## The New game form's notices (sentences)
ng-no-options = У классических шахмат нет других параметров, кроме наказания за невозможный ход.
