# The arbiter's seal over a record and its check (crates/record/src/sign.rs).

## Вердикт `verify`: его первая строка и строка каждой изменённой части читаются отдельно (sentences)
verify-intact = Цела: SHA-256 { $digest }, запечатано ключом арбитра { $key }.
verify-unsealed = Не запечатано: на записи нет печати арбитра, проверять нечего (SHA-256 { $digest }).
verify-bad-seal = Не цела: печать арбитра недействительна: { $reason ->
    [key-not-hex] её открытый ключ — не 64 шестнадцатеричные цифры
    [key-invalid] её открытый ключ — не ключ Ed25519
    [signature-not-hex] её подпись — не 128 шестнадцатеричных цифр
   *[mismatch] подпись не сходится с запечатанным отпечатком и частями (печать изменена)
}.
verify-changed = Не цела: SHA-256 записи — { $digest }, а печать ставилась над { $sealed }.
verify-no-parts = Печать не хранит отпечатков частей, поэтому изменённую часть назвать нельзя.
verify-unreadable = Не цела: файл больше не читается как запись партии: { $error }.
verify-change = { $change ->
    [removed] Изменено: { $part } (удалено).
    [added] Изменено: { $part } (добавлено).
    [count] Изменено: { $part }: { $sealed } при запечатывании, { $now } сейчас.
   *[changed] Изменено: { $part }.
}

## Части записи, которые называет вердикт, в его строках
verify-list = { $list ->
    [moves] ходов
    [illegal_attempts] невозможных ходов
    [corrections] исправлений
    [draw_offers] предложений ничьей
    [bastion_lots] жребиев бастионов
   *[other] { $name }
}
verify-part-field = поле «{ $path }»
verify-part-count = число { $list }
verify-part-move = ход { $number } ({ $color ->
    [white] белые
   *[black] чёрные
}, полуход { $ply }: теперь «{ $san }» { $uci })
verify-part-move-gone = ход на полуходе { $ply }
verify-part-entry = { $list ->
    [illegal_attempts] невозможный ход { $index }
    [corrections] исправление { $index }
    [draw_offers] предложение ничьей { $index }
    [bastion_lots] жребий бастиона { $index }
   *[other] { $name }, запись { $index }
}
