# Что говорит система, когда файл не читается или не пишется (crates/words/src/io.rs).

io-with-code = { $what } (системная ошибка { $code })
io-not-found = нет такого файла или папки
io-permission-denied = нет прав доступа
io-already-exists = уже существует
io-storage-full = диск заполнен
io-read-only = диск только для чтения
io-is-a-directory = это папка, а не файл
io-not-a-directory = часть пути не является папкой
io-directory-not-empty = папка не пуста
io-invalid-data = данные неверны
io-unexpected-eof = файл обрывается раньше времени
io-interrupted = прервано
io-timed-out = время ожидания истекло
io-file-too-large = файл слишком велик
io-quota-exceeded = дисковая квота исчерпана
io-out-of-memory = не хватает памяти

# Языки (crates/words/src/lang.rs).
parse-unknown-lang = неизвестный язык «{ $text }»: укажите «ru» или «en»
