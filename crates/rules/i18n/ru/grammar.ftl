# Грамматика, общая для всех разделов: название фигуры и стороны в каждом падеже (их читают
# функции ROLE($role, case: "gen") и SIDE($color, case: "gen")), фигура на поле, перечень,
# предложение со ссылкой на правило.

role-nom = { $role ->
    [pawn] пешка
    [knight] конь
    [bishop] слон
    [rook] ладья
    [queen] ферзь
   *[king] король
}
role-gen = { $role ->
    [pawn] пешки
    [knight] коня
    [bishop] слона
    [rook] ладьи
    [queen] ферзя
   *[king] короля
}
role-dat = { $role ->
    [pawn] пешке
    [knight] коню
    [bishop] слону
    [rook] ладье
    [queen] ферзю
   *[king] королю
}
role-acc = { $role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
}
role-ins = { $role ->
    [pawn] пешкой
    [knight] конём
    [bishop] слоном
    [rook] ладьёй
    [queen] ферзём
   *[king] королём
}
role-title = { $role ->
   [pawn] Пешка
   [knight] Конь
   [bishop] Слон
   [rook] Ладья
   [queen] Ферзь
  *[king] Король
}
side-nom = { $color ->
    [white] белые
   *[black] чёрные
}
side-gen = { $color ->
    [white] белых
   *[black] чёрных
}
side-dat = { $color ->
    [white] белым
   *[black] чёрным
}
side-acc = { $color ->
    [white] белых
   *[black] чёрных
}
side-ins = { $color ->
    [white] белыми
   *[black] чёрными
}
side-title = { $color ->
    [white] Белые
   *[black] Чёрные
}
piece-on-nom = { ROLE($role, case: "nom") } на { $square }
piece-on-gen = { ROLE($role, case: "gen") } на { $square }
piece-on-dat = { ROLE($role, case: "dat") } на { $square }
piece-on-acc = { ROLE($role, case: "acc") } на { $square }
piece-on-ins = { ROLE($role, case: "ins") } на { $square }
# «a, b и c»: два последних.
list-and = { $init } и { $last }
# Предложение со ссылкой на правило: правило книг (`R10`, `S8`) как оно там записано или
# статья Правил ФИДЕ (`article` 3.6; `none` для правила).
with-rule = { $text } ({ $article ->
    [none] { $rule }
   *[other] ст. { $article } Правил ФИДЕ
})
