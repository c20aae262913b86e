# Пульт главного арбитра (crates/live/src/hub/).
hub-refused = отказано: { $why ->
    [forged] подпись не соответствует указанному ключу
    [format] это не снимок партии этой версии
    [not-own-key] заявка подписана не ключом стола
    [not-chief] это может сделать только главный арбитр своим ключом
    [too-fast] слишком много запросов; повторите чуть позже
    [unknown-key] стол { $desk } не подключён
    [unknown-desk] нет стола с кодом или отпечатком { $desk }
   *[other] { $why } { $desk }
}
hub-refused-unreadable = отказано: сообщение не читается ({ $error })
hub-refused-old = отказано: снимок { $seq } не новее уже принятого { $highest }
hub-refused-board = отказано: { $why ->
    [wrong-board] этому столу не назначена доска { $board } тура { $round }
    [no-such-board] в туре { $round } нет доски { $board }
    [no-result] у доски { $board } тура { $round } нет результата от стола
    [no-sheet-digest] доска { $board } тура { $round }: подписанный бланк ещё не пришёл
   *[conflict] доска { $board } тура { $round }: результат стола расходится с результатом турнира; решает только главный арбитр
}
hub-refused-chief-replay = отказано: действие главного арбитра { $n } уже принято (последнее — { $last })
hub-refused-delay = отказано: задержка { $seconds } с больше { $max } с
hub-refused-too-large = отказано: { $bytes } байт — слишком много
hub-refused-journal = отказано: журнал пульта не записывается ({ $error })
hub-join-request = стол { $desk } ({ $arbiter }) просит подключения: код { $code }{ $wish ->
    [none] {""}
   *[other] , просит доску { $wish }
}
hub-assigned = стол { $desk } ведёт доску { $board } тура { $round }
hub-board = доска { $board } тура { $round }: снимок { $seq }
hub-provisional = тур { $round }, доска { $board }: { $result } (предварительно{ $sheet ->
    [yes] , подписанный бланк пришёл
   *[no] {""}
})
hub-final = тур { $round }, доска { $board }: { $result } — окончательно{ $overridden ->
    [yes] {" "}(решение главного арбитра)
   *[no] {""}
}
hub-conflict = тур { $round }, доска { $board }: стол сообщает { $desk }, в турнире { $other }; ничего не перезаписано
hub-journal-damaged = журнал пульта { $file } повреждён в строке { $line }
hub-journal-io = журнал пульта { $file } не открывается: { $error }
hub-state-damaged = файл состояния пульта { $file } не читается: { $why }
hub-state-io = файл состояния пульта { $file } не открывается: { $error }
hub-state-other-chief = файл состояния пульта { $file } записан с ключом другого главного судьи: запустите пульт с ключом, которым открыт турнир
hub-listen = не удаётся слушать { $address }: { $error }
hub-io = пульт не запускается: { $error }
