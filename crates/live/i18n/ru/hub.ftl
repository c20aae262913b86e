# Хаб главного арбитра (crates/live/src/hub/).
## Что хаб отклоняет и что сообщает главному арбитру: строки, которые командная строка печатает отдельно (sentences)
hub-refused = Отказано: { $why ->
    [forged] подпись не соответствует указанному ключу
    [format] это не снимок партии этой версии
    [not-own-key] заявка подписана не ключом столика
    [not-chief] это может сделать только главный арбитр своим ключом
    [too-fast] слишком много запросов; повторите чуть позже
    [unknown-key] столик { $desk } не подключён
    [unknown-desk] нет столика с кодом или отпечатком { $desk }
   *[other] { $why } { $desk }
}.
hub-refused-unreadable = Отказано: сообщение не читается ({ $error }).
hub-refused-old = Отказано: снимок { $seq } не новее уже принятого { $highest }.
hub-refused-board = Отказано: { $why ->
    [wrong-board] этому столику не назначена доска { $board } тура { $round }
    [no-such-board] в туре { $round } нет доски { $board }
    [no-result] у доски { $board } тура { $round } нет результата от столика
    [no-sheet-digest] доска { $board } тура { $round }: подписанный бланк ещё не пришёл
   *[conflict] доска { $board } тура { $round }: результат столика расходится с результатом турнира; решает только главный арбитр
}.
hub-refused-chief-replay = Отказано: действие главного арбитра { $n } уже принято (последнее — { $last }).
hub-refused-delay = Отказано: задержка { $seconds } с больше { $max } с.
hub-refused-too-large = Отказано: { $bytes } байт — слишком много.
hub-refused-journal = Отказано: журнал хаба не записывается ({ $error }).
hub-join-request = Столик { $desk } ({ $arbiter }) просит подключения: код { $code }{ $wish ->
    [none] {""}
   *[other] , просит доску { $wish }
}.
hub-assigned = Столик { $desk } ведёт доску { $board } тура { $round }.
hub-board = Доска { $board } тура { $round }: снимок { $seq }.
hub-provisional = Тур { $round }, доска { $board }: { $result } (предварительно{ $sheet ->
    [yes] , подписанный бланк пришёл
   *[no] {""}
}).
hub-final = Тур { $round }, доска { $board }: { $result } — окончательно{ $overridden ->
    [yes] {" "}(решение главного арбитра)
   *[no] {""}
}.
hub-conflict = Тур { $round }, доска { $board }: столик сообщает { $desk }, в турнире { $other }; ничего не перезаписано.
## Почему хаб не запускается: причины в строке ошибки командной строки (clauses)
hub-journal-damaged = журнал хаба { $file } повреждён в строке { $line }
hub-journal-io = журнал хаба { $file } не открывается: { $error }
hub-state-damaged = файл состояния хаба { $file } не читается: { $why }
hub-state-io = файл состояния хаба { $file } не открывается: { $error }
hub-state-other-chief = файл состояния хаба { $file } записан с ключом другого главного арбитра: запустите хаб с ключом, которым открыт турнир
hub-listen = не удаётся слушать { $address }: { $error }
hub-io = хаб не запускается: { $error }
