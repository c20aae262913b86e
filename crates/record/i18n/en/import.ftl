# Reading PGN files into game records (victoria-arbiter import).

pgn-bad-tag = line { $line }: a tag pair must read [Name "value"] with the value in double quotes
pgn-open-comment = line { $line }: a comment opened with {"{"} is never closed with {"}"}
pgn-variation = line { $line }: a variation's ( and ) do not match
pgn-empty = the file holds no game: no tag pairs and no moves
import-bad-tag = game { $game }: the tag [{ $tag }] cannot be used: { $why }
import-unknown-variant = “{ $variant }”: use Victoria, Synthesis or Standard
import-synthesis-setup = a Synthesis game starts from the standard setup (S2)
import-bad-move = game { $game }, ply { $ply }: the move “{ $text }” does not replay ({ $rule }): { $why }. Nothing was written
import-bad-reserve = game { $game }, ply { $ply }: the comment says [%reserve { $said }] but the replay leaves { $replayed }. Nothing was written
import-not-illegal = game { $game }, before ply { $ply }: the PGN marks “{ $text }” as a completed illegal move, but the engine accepts it here. Nothing was written
import-petrified = game { $game }, ply { $ply }: the PGN marks a petrification that no reserve explains (R13, R15). Nothing was written
import-bad-result = game { $game }: the result cannot be recorded: { $why }
import-moves-end = the moves end in { $score } but the PGN says { $token }
import-ruling-gives = the ruling gives { $score } but the PGN says { $token }
import-result-as-given = result as given in the imported PGN
import-cli-written = { $games ->
    [one] 1 game record
   *[other] { $games } game records
} written: { $files }
import-cli-refused = nothing was written: { $why }
import-cli-read = cannot read { $file }: { $why }
import-cli-exists = { $file } already exists: choose another output or remove it first
