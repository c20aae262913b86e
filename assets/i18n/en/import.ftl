# Reading PGN files into game records (victoria-arbiter import).

pgn-bad-tag = line { $line }: a tag pair must read [Name "value"] with the value in double quotes
pgn-open-comment = line { $line }: a comment opened with {"{"} is never closed with {"}"}
pgn-variation = line { $line }: a variation's ( and ) do not match
pgn-empty = the file holds no game: no tag pairs and no moves
