# Positions that cannot be read: the VFEN of VFEN.md (Victoria and classical) and the FEN of
# Synthesis (S2). Each fault names the field (`$field`, the notation's own name), the text,
# square or piece at fault, and how to write it.

## A position that cannot be read: the reason, set into a sentence (clauses)
notation-error = { $field }: { $fault }
square-not-a-square = “{ $text }” is not a square: write a file letter a–p and a rank 1–16, e.g. e2 or c10

## VFEN (VFEN.md): reasons (clauses)
vfen-empty = the VFEN is empty; it starts with the ranks, e.g. 8/8/… for 8x8
vfen-rank-count = { $ranks } ranks; a board has between { $min } and { $max } ranks, separated by /
vfen-zero-run = rank { $rank } has an empty run of 0 squares
vfen-bad-char = rank { $rank } has “{ $ch }”, which is no piece letter (KQRBNP, kqrbnp), bastion (X, x), monument (*) or number
vfen-width = rank { $rank } adds up to { $squares } squares; a board is between { $min } and { $max } wide
vfen-rank-width = rank { $rank } adds up to { $squares } squares, the board is { $width } wide
vfen-side = “{ $text }” must be w or b
vfen-off-board = { $square } is off the { $width }x{ $height } board
vfen-twice = { $square } is listed twice
vfen-halfmove = “{ $text }” is not a whole number
vfen-fullmove = “{ $text }” must be a whole number of at least 1
vfen-not-a-token = “{ $text }” is not a token; tokens are reserve:, hero:, fresh:, newborn:
vfen-token-twice = the token { $name }: appears twice
vfen-unknown-token = unknown token “{ $name }:”; tokens are reserve:, hero:, fresh:, newborn:
vfen-reserve-entry = “{ $text }” must be SQUARE=N, e.g. d1=10
vfen-reserve-count = the reserve on { $square } must be a whole number of at least 1, not “{ $text }”
vfen-newborn-entry = “{ $text }” must be Q=N, R=N, B=N, q=N, r=N or b=N
vfen-newborn-count = the newborn reserve of { $letter } must be a whole number of at least 1, not “{ $text }”
vfen-castling-letters-wide = KQkq letters are read only on boards of at most 10 files; this board has { $width }: list the rook squares, e.g. a1,l1
vfen-castling-letter-twice = “{ $ch }” appears twice
vfen-castling-list = { $fault }; castling is -, KQkq letters, or rook squares like a1,l1
vfen-start-bastion = { SIDE($color) } bastion on { $square } is off the board or on a taken square (R9)
vfen-start-piece = { SIDE($color) }'s { ROLE($role) } on { $square } is off the board or on a taken square (R4)

## Synthesis FEN (S2): reasons (clauses)
fen-after-tokens = “{ $text }” stands after the tokens: write the six FEN fields first, then the tokens
fen-seventh-field = “{ $text }” is a seventh field: tokens are written key:value (queen:, classical:, escapes:)
fen-empty = the position is empty: write a FEN such as rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
fen-side = “{ $text }” is not a side to move: write w or b
fen-king-count = { SIDE($color) } has { $count } kings: each colour has one king, or none once it has been captured (S27)
fen-king-missing = { SIDE($color) } has no king but it is { SIDE($turn) }'s move: a captured king's colour moves next with its one reply (S27), so the side to move must be { SIDE($color) }
fen-halfmove = “{ $text }” is not a number of plies: write 0 or more
fen-fullmove = “{ $text }” is not a move number: write 1 or more
fen-unknown-token = unknown token “{ $key }:”: Synthesis positions take queen:, classical: and escapes: (S2)
fen-token-twice = the token { $key }: is given twice: write it once
fen-queen-values = “queen:{ $text }” needs two values, White's then Black's: e.g. queen:d1,xaway
fen-queen-square = “{ $text }” is not a square of the 8x8 board, xhome or xaway ({ SIDE($color) }'s original queen, S5)
fen-queen-not-there = { $square } holds no { $color ->
        [white] white
       *[black] black
    } queen, so { SIDE($color) }'s original queen cannot stand there (S5)
fen-queen-ambiguous = { SIDE($color) } has several queens and none on { $home }: say which is the original one (S5), e.g. { $color ->
        [white] queen:c4,d8
       *[black] queen:d1,c5
    }
fen-classical = “classical:{ $text }” must name w, b or wb: the colours in regime D (S18)
fen-escapes-entry = “{ $text }” is not colour=number: write e.g. escapes:w=31,b=5
fen-escapes-color = “{ $text }” is not a colour: write w or b
fen-escapes-twice = { SIDE($color) } is named twice: write each colour once
fen-escapes-count = “{ $text }” is not a number of escapes for { SIDE($color) }: write 0 to 32 (S16)
fen-escapes-regime = { SIDE($color) } is in regime { $regime }, not C: only a colour whose queen was captured away from home counts escapes (S16)
fen-rank-count = “{ $text }” has { $ranks } ranks: Synthesis is played on 8x8, write 8 ranks separated by / (S1)
fen-no-bastions = rank { $rank } holds “{ $ch }”: Synthesis has no bastions or monuments (S1)
fen-bad-char = rank { $rank } holds “{ $ch }”, which is not a piece letter (KQRBNP for White, kqrbnp for Black)
fen-rank-long = rank { $rank } “{ $text }” is longer than 8 squares (S1)
fen-pawn-on-edge = a pawn stands on { $square }: pawns never stand on the first or last rank (S26)
fen-rank-width = rank { $rank } “{ $text }” adds up to { $squares } squares: each rank has 8 (S1)
fen-castling-right = “{ $name }” is not a castling right: write - or letters from KQkq (S24)
fen-castling-twice = the right “{ $name }” is written twice in “{ $text }”
fen-ep-square = “{ $text }” is not a square: write - or the square a pawn skipped, e.g. e3
fen-ep-wrong = { $square } cannot be the en-passant square with { SIDE($turn) } to move: it must be an empty square on rank { $rank } with { SIDE($mover) }'s pawn right behind it on { $pawn } (S25)
