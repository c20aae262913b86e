# Reading PGN files into game records (victoria-arbiter import).

pgn-bad-tag = line { $line }: a tag pair must read [Name "value"] with the value in double quotes
pgn-open-comment = line { $line }: a comment opened with {"{"} is never closed with {"}"}
pgn-variation = line { $line }: a variation's ( and ) do not match
pgn-empty = the file holds no game: no tag pairs and no moves
import-bad-tag = game { $game }: the tag [{ $tag }] cannot be used: { $why }
import-bad-move = game { $game }, ply { $ply }: the move `{ $text }` does not replay ({ $rule }): { $why }. Nothing was written
import-bad-reserve = game { $game }, ply { $ply }: the comment says [%reserve { $said }] but the replay leaves { $replayed }. Nothing was written
import-no-reserves = game { $game }: a public PGN holds no reserves, so a Victoria game with reserves cannot replay from it; import the arbiter's copy (victoria-arbiter export GAME.json --pgn --private)
import-bad-result = game { $game }: the result cannot be recorded: { $why }
import-result-as-given = result as given in the imported PGN
import-cli-written = { $games ->
    [one] 1 game record
   *[other] { $games } game records
} written: { $files }
import-cli-refused = nothing was written: { $why }
import-cli-read = cannot read { $file }: { $why }
import-cli-exists = { $file } already exists: choose another output or remove it first
