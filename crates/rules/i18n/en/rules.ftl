# The rules engine's words (Victoria and classical): refused moves (one message per kind of
# refusal; the ruling is added by `with-rule` unless the sentence cites it itself), what stands
# on a square, the engine's verdicts and the events of a move (E9).

## What stands on a square, as a refusal names it.
thing-piece-nom = the { ROLE($role) } on { $square }
thing-piece-gen = the { ROLE($role) } on { $square }
thing-bastion-nom = { SIDE($color) }'s bastion on { $square }
thing-bastion-gen = { SIDE($color) }'s bastion on { $square }
thing-monument-nom = the monument on { $square }
thing-monument-gen = the monument on { $square }
thing-square = { $square }
thing-enemy-nom = the enemy
thing-enemy-gen = the enemy

## Refused moves: reasons set into a sentence (clauses).
refusal-off-board = { $square } is off the board: this board has files a–{ $last } and ranks 1–{ $ranks }
refusal-no-piece = there is no piece on { $square }
refusal-bastion-never-moves = { $square } holds { SIDE($color) }'s bastion: a bastion never moves
refusal-monument-never-moves = { $square } holds a monument: a monument never moves
refusal-not-your-move = it is { SIDE($turn) }'s move: the { ROLE($role) } on { $square } is { SIDE($owner) }'s
refusal-must-move = the { ROLE($role) } on { $from } must move to another square
refusal-onto-bastion = the { ROLE($role) } on { $from } cannot go to { $to }: it holds { SIDE($color) }'s bastion, and no piece stands on a bastion
refusal-onto-monument = the { ROLE($role) } on { $from } cannot go to { $to }: a monument stands there and is never captured
refusal-onto-own-piece = the { ROLE($role) } on { $from } cannot go to { $to }: { SIDE($color) }'s own { ROLE($other) } stands there
refusal-king-never-captured = the { ROLE($role) } on { $from } cannot take the king on { $to }: a king is never captured
refusal-must-promote = the pawn reaching { $to } must promote: add q, r, b or n, e.g. { $from }{ $to }q
refusal-not-on-last-rank = only a pawn reaching its last rank promotes; the { ROLE($role) } on { $from } does not
refusal-only-pawn-promotes = only a pawn promotes; the { ROLE($role) } on { $from } cannot
refusal-knight-leap = the knight on { $from } cannot reach { $to }: a knight jumps two squares one way and one the other
refusal-castle-into-check = castling would put the king on { $king } in check from { $by } (R24, E4)
refusal-king-into-check = the king cannot go to { $to }: it would be in check from { $by }
refusal-leaves-king-in-check = the { ROLE($role) } on { $from } to { $to } leaves the king on { $king } in check from { $by }
refusal-pinned = the { ROLE($role) } on { $from } is pinned: after { $from }{ $to } the king on { $king } would be in check from { $by }
refusal-slider-lines = { ROLE($role) } { $from } cannot reach { $to }: { $role ->
        [rook] a rook moves along files and ranks
        [bishop] a bishop moves along diagonals
       *[other] a queen moves along files, ranks and diagonals
    }
refusal-own-bastion-stops-quiet = { ROLE($role) } { $from } cannot reach { $to }: { SIDE($color) }'s own bastion on { $at } stops a quiet move; only strikes pass it
refusal-bastion-stops-line = { ROLE($role) } { $from } cannot reach { $to }: { SIDE($color) }'s bastion on { $at } stops the line
refusal-monument-stops-line = { ROLE($role) } { $from } cannot reach { $to }: the monument on { $at } stops the line
refusal-in-the-way = { ROLE($role) } { $from } cannot reach { $to }: the { ROLE($other) } on { $at } stands in the way
refusal-slider-cannot-reach = { ROLE($role) } { $from } cannot reach { $to } in this position
refusal-king-one-square = the king on { $from } cannot reach { $to }: a king moves one square (two only when castling)
refusal-castling-off = castling is off in this game (option castling=off)
refusal-castling-rights-lost = { SIDE($color) } cannot castle that way: the king or the rook has moved (R24, E5)
refusal-no-rook-that-way = the king on { $from } cannot castle that way: no { SIDE($color) } rook stands on its rank there
refusal-castle-rook-off-rank = the rook on { $rook } is not on the king's rank { $rank } (R24, E5)
refusal-castle-no-rook = there is no { SIDE($color) } rook on { $rook } (R24)
refusal-castle-too-close = the king on { $king } and the rook on { $rook } need at least two squares between them (R24)
refusal-castle-between = { $what } stands between the king and the rook (R24)
refusal-castle-king-in-check = the king on { $king } is in check from { $by }; it may not castle (R24)
refusal-castle-crosses-attacked = the king would cross { $crossed }, which { $by } strikes (R24, E4)
refusal-sentinel = the warrior on { $square } is a sentinel: it never moves again (R21, E1)
refusal-pawn-backward = the pawn on { $from } cannot reach { $to }: a pawn moves only forward
refusal-warrior-last-rank = a warrior may not enter rank { $rank }: the pawn on { $from } has not captured
refusal-pawn-blocked = the pawn on { $from } cannot advance: the { ROLE($other) } on { $to } blocks it, and a pawn captures only diagonally
refusal-pawn-cannot-advance = the pawn on { $from } cannot advance to { $to }
refusal-pawn-moved = the pawn on { $from } has moved already: only an unmoved pawn advances two squares
refusal-push-through-bastion = the pawn on { $from } cannot push through { SIDE($color) }'s bastion on { $at }
refusal-push-through-monument = the pawn on { $from } cannot push through the monument on { $at }
refusal-double-step-blocked = the pawn on { $from } cannot advance two squares: the { ROLE($other) } on { $at } blocks it
refusal-pawn-advance = the pawn on { $from } cannot reach { $to }: a pawn advances one square, or two from its first move
refusal-no-en-passant = no en-passant capture on { $to }: no pawn that just double-stepped stands behind it (E8)
refusal-bypass-off = the pawn on { $from } cannot bypass its bastion: bypass is off in this game (option pawn_bypass=off)
refusal-warrior-bypass-last-rank = a warrior may not enter rank { $rank } by a bypass (R21, E1)
refusal-pawn-diagonal = the pawn on { $from } moves diagonally only to capture, or to bypass its own bastion standing straight ahead
refusal-pawn-cannot-reach = the pawn on { $from } cannot reach { $to }: a pawn moves one square forward, or captures one square diagonally forward
refusal-became-monument = the { ROLE($role) } on { $square } became a monument on move { $fullmove }

## The engine's verdicts (R26, R27, R32).
outcome-ongoing = the game goes on
outcome-checkmate = checkmate: { SIDE($winner) } wins (R26)
outcome-points = point count, White { $white } : Black { $black } — { $lead ->
        [white] White wins on points
        [black] Black wins on points
       *[even] an objective draw
    }; { points-ground } (R27)
# Why a game went to the count (R27); also a ground on its own.
points-ground = { $ground ->
        [nothing_to_move] the side to move has no legal move and is not in check
        [no_striking_force] no queen, rook, bishop or knight is left with reserve on either side
        [dead_position] mate has become impossible for both sides
        [repetition] the same position stood three times (option repetition=points)
        [hundred_plies] 100 plies passed without capture, pawn move or petrification (option repetition=points)
       *[agreement] the players agreed to a count
    }
# A classical game's verdicts, in FIDE's words and articles (no count in classical chess).
outcome-checkmate-classical = checkmate: { SIDE($winner) } wins (FIDE 5.1.1)
outcome-draw-classical = { $ground ->
        [stalemate] draw: stalemate (FIDE 5.2.1)
        [dead_position] draw: dead position, neither side can mate (FIDE 5.2.2)
        [repetition] draw: the same position stood three times (FIDE 9.2)
       *[hundred_plies] draw: fifty moves by each side without a capture or a pawn move (FIDE 9.3)
    }
outcome-draw = { $ground ->
        [stalemate] draw: stalemate (FIDE 5.2.1)
        [dead_position] draw: dead position, neither side can mate (FIDE 5.2.2)
        [repetition] draw: the same position stood three times (R32)
       *[hundred_plies] draw: 100 plies without capture, pawn move or petrification (R27)
    }

## The events of a move (E9).
event-capture = capture
event-en-passant = en passant capture
event-castle = castling
event-hero = the pawn on { $square } became a hero (R20)
event-promotion = promotion to a { ROLE($role) }
event-petrified = the piece on { $square } petrified: a monument now (R15)
event-check = check
event-checkmate = checkmate
# A piece that petrified, named (R15).
petrified = The { ROLE($role) } on { $square } is petrified: it is now a monument (R15).

## A setup that is not a position (VFEN reading): reasons (clauses)
position-board-size = the board is { $width }x{ $height }; width and height must be between { $min } and { $max }
position-pawn-on-last-rank = the { $color ->
        [white] White
       *[black] Black
    } pawn on { $square } stands on its last rank; it should have promoted (R22)
position-king-count = { $color ->
        [white] White
       *[black] Black
    } has { $count } kings; a position needs exactly one king per side
position-ep-off-board = { $square } is off the { $width }x{ $height } board
position-reserve-without-piece = { $square } holds no queen, rook or bishop; only they carry a reserve (R12)
position-zero-reserve = the reserve on { $square } is 0; a piece at 0 is a monument (R15)
position-hero-not-pawn = { $square } holds no pawn; only pawns are heroes (R20)
position-fresh-not-pawn = { $square } holds no pawn; only pawns are fresh (R23)
parse-unknown-ruling = unknown ruling “{ $text }”
parse-unknown-ruleset = unknown ruleset “{ $text }”: use classical, victoria or synthesis
