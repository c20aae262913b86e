# What the system says when a file cannot be read or written (crates/words/src/io.rs).

io-with-code = { $what } (system error { $code })
io-not-found = no such file or folder
io-permission-denied = permission denied
io-already-exists = it already exists
io-storage-full = the disk is full
io-read-only = the disk is read-only
io-is-a-directory = it is a folder, not a file
io-not-a-directory = a part of the path is not a folder
io-directory-not-empty = the folder is not empty
io-invalid-data = the data are not valid
io-unexpected-eof = the file ends too early
io-interrupted = interrupted
io-timed-out = timed out
io-file-too-large = the file is too large
io-quota-exceeded = the disk quota is exhausted
io-out-of-memory = out of memory

# The languages (crates/words/src/lang.rs).
parse-unknown-lang = unknown language “{ $text }”: use “ru” or “en”
