# Synthesis chess (SYNTHESIS.md): refused moves with their S-ruling (added by `with-rule`), the
# regime clauses they cite, the verdicts (S27–S30), the flags of a position and the events (S32).

## Regimes (S6).
regime-name = { $regime ->
        [A] home
        [B] day and night
        [C] queenless
       *[D] classical
    }
# Where a colour's queen is, as a refusal cites it; `$original` is `yes` for "original queen" (SE9).
clause-classical = { SIDE($color) } plays classical chess (regime D)
clause-at-home = { SIDE($color) }'s { clause-queen } is at home on { $home }
clause-captured-home = { SIDE($color) }'s { clause-queen } was captured on its home square { $home }
clause-away = { SIDE($color) }'s { clause-queen } is away from { $home }
clause-captured-away = { SIDE($color) }'s { clause-queen } was captured away from { $home }
clause-queen = { $original ->
        [yes] original queen
       *[no] queen
    }
# The lines a slider captures along by day.
day-lines = { $role ->
        [bishop] along diagonals
        [rook] along files and ranks
       *[other] along files, ranks and diagonals
    }

## Refused moves.
synthesis-off-board = { $square } is not on the board: Synthesis is played on 8x8, files a–h and ranks 1–8
synthesis-both-kings-captured = the game is over: both kings have been captured and { SIDE($last) } captured last
synthesis-king-gone = the game is over: { SIDE($color) }'s king has been captured
synthesis-no-piece = there is no piece on { $square }: it is { SIDE($color) }'s move
synthesis-not-yours = the { ROLE($role) } on { $square } is { SIDE($owner) }'s: it is { SIDE($color) }'s move
synthesis-must-leave = the { ROLE($role) } on { $square } must leave { $square } to make a move
synthesis-must-promote = the { ROLE($role) } on { $from } reaches the last rank on { $to } and must promote: write { $from }{ $to }q, { $from }{ $to }r, { $from }{ $to }b or { $from }{ $to }n
synthesis-no-promotion = only a pawn reaching the last rank promotes: the { ROLE($role) } on { $from } to { $to } takes no “{ $letter }”
synthesis-must-capture-king = { SIDE($color) }'s king has been captured: { SIDE($color) }'s one reply must capture { SIDE($them) }'s king on { $king }, and { $mv } does not
synthesis-leaves-king-classical = { $mv } would leave { SIDE($color) }'s king on { $king } attacked by { $attackers }: { SIDE($color) } plays classical chess (regime D) and never leaves its king attacked
synthesis-check-not-answered = { SIDE($color) }'s king is in check, and after { $mv } it stands on { $king } attacked by { $attackers } while { SIDE($them) }'s king is not attacked, so it is no check in response to check as S22 allows
synthesis-leaves-king-attacked = { $mv } would leave { SIDE($color) }'s king on { $king } attacked by { $attackers }
synthesis-attacks-nothing = both kings are in check, so every move must capture or attack an enemy piece from its arrival square: the { ROLE($role) } on { $square } would attack nothing
synthesis-classical-check = { SIDE($color) }'s king is in check from { SIDE($them) }, who plays classical chess (regime D): the check must be escaped or { SIDE($them) }'s king captured, and after { $mv } the king on { $king } is still attacked by { $attackers }; a check in response does not answer it
synthesis-pawn-capture-mandatory = a pawn capture is mandatory while { $clause }: { $captures } { $count ->
        [one] is
       *[other] are
    } available
synthesis-own-piece-there = the { ROLE($role) } on { $from } cannot move to { $to }: { SIDE($color) }'s own { ROLE($other) } stands there, and a day move captures an enemy piece
synthesis-knight-leap = the knight on { $from } moves by a knight's leap, and { $to } is not a leap away
synthesis-capture-blocked = the { ROLE($role) } on { $from } cannot capture on { $to }: the { ROLE($other) } on { $at } stands in the way
synthesis-captures-only-along = the { ROLE($role) } on { $from } { $byday ->
        [yes] captures by day only { day-lines } while { $clause }
       *[no] captures only { day-lines }
    }, so it cannot take the { ROLE($target) } on { $to }
synthesis-pass-blocked = the { ROLE($role) } on { $from } cannot pass the { ROLE($other) } on { $at } on its way to { $to }
synthesis-not-on-its-lines = the { ROLE($role) } on { $from } moves { day-lines }, and { $to } is not on one of its lines
synthesis-night-pattern = the { ROLE($role) } on { $from } { $night ->
        [like_bishop] moves at night like a bishop
        [like_rook] moves at night like a rook
        [one_diagonal] moves at night one square diagonally
        [one_orthogonal] moves at night one square along a file or rank
       *[knight_leap] moves at night only by a knight's leap
    } while { $clause }, so it cannot go to the empty square { $to }
synthesis-pawn-no-straight-capture = the pawn on { $from } cannot capture straight ahead: the { ROLE($other) } on { $to } blocks it, and a pawn captures one square diagonally forward
synthesis-pawn-double-from-start = the pawn on { $from } may advance two squares only from its starting rank
synthesis-pawn-double-blocked = the pawn on { $from } cannot advance two squares to { $to }: the { ROLE($other) } on { $at } is in the way, and a double step passes over an empty square onto an empty square
synthesis-pawn-diagonal-empty = the pawn on { $from } captures diagonally only onto an enemy piece or en passant: { $to } is empty and no en passant is possible there
synthesis-pawn-cannot-reach = the pawn on { $from } cannot reach { $to }: a pawn advances one square forward (two from its starting rank) and captures one square diagonally forward
synthesis-king-never-castles-c = { SIDE($color) }'s king on { $from } cannot castle: a king of regime C never castles, and { $clause }
synthesis-king-castle-b = { SIDE($color) }'s king on { $from } cannot castle while { $clause }: in regime B the king makes night moves only at midnight, when castling is forbidden; option castling_synthesis=on allows it
synthesis-no-castling-right = { SIDE($color) } has no right to castle with the rook on { $rook }: the king or that rook has moved or the rook is gone
synthesis-castling-blocked = { SIDE($color) } cannot castle with the rook on { $rook }: { $why }
synthesis-castle-occupied = { $at }, between the king and the rook, holds a { ROLE($role) }
synthesis-castle-in-check = { SIDE($color) }'s king on { $king } is in check
synthesis-castle-crosses = the king would cross { $square }, attacked by the { ROLE($role) } on { $by }
synthesis-castle-lands = the king would land on { $square }, attacked by the { ROLE($role) } on { $by }
synthesis-king-one-square = { SIDE($color) }'s king on { $from } moves one square at a time, and { $to } is not next to it
synthesis-king-midnight-b = { SIDE($color) }'s king on { $from } steps to an empty square only at midnight, when it is in check, while { $clause }; now it only captures
synthesis-king-not-in-check-c = { SIDE($color) }'s king on { $from } moves only at midnight, to leave check, since { $clause }; it is not in check
synthesis-escapes-used = { SIDE($color) }'s king on { $from } has used all { $escapes } escapes since { $clause } and never moves again
synthesis-king-escape-attacked = { SIDE($color) }'s king on { $from } may leave check only for a square where it is no longer attacked: { $to } is attacked by { $attackers }
synthesis-king-cannot-move = { SIDE($color) }'s king on { $from } cannot move to { $to }
synthesis-game-over = the game is over: { $outcome }

## Verdicts (S27–S30).
synthesis-outcome-ongoing = the game goes on
synthesis-outcome-king-captured = { SIDE($winner) } wins: { SIDE($winner) } captured { $winner ->
        [white] Black
       *[black] White
    }'s king and { $winner ->
        [white] Black
       *[black] White
    } had no reply (S27)
synthesis-outcome-both-kings = { SIDE($winner) } wins: both kings were captured and { SIDE($winner) } captured last (S27)
synthesis-outcome-checkmate = { SIDE($winner) } wins: { $winner ->
        [white] Black
       *[black] White
    } is in check with no legal move (S28)
synthesis-outcome-draw = { $ground ->
        [stalemate] draw: the side to move has no legal move and is not in check (S28)
        [repetition] draw by threefold repetition (S30)
       *[fifty_moves] draw: 50 moves by each side without a capture or a pawn move (S30)
    }

## What the screens show about a position.
synthesis-flag-regime = { SIDE($color) }: regime { $regime } ({ regime-name })
synthesis-flag-escapes = { SIDE($color) }: { $n ->
        [one] { $n } escape left
       *[other] { $n } escapes left
    }
synthesis-flag-check = { SIDE($color) } is in check
synthesis-flag-both-in-check = both kings in check: capture or attack (S23)
synthesis-flag-king-captured-reply = { SIDE($color) }'s king is captured: one reply, which must capture the enemy king (S27)
synthesis-flag-king-captured = { SIDE($color) }'s king is captured, no reply (S27)
synthesis-flag-mandatory = pawn capture mandatory (S8): { $moves }

## The events of a move (S32).
synthesis-event-capture = capture
synthesis-event-en-passant = en passant
synthesis-event-castle = castling
synthesis-event-promotion = promotion to a { ROLE($role) }
synthesis-event-king-captured = the king is captured
synthesis-event-regime = { SIDE($color) } now in regime { $regime } ({ regime-name })
synthesis-event-escapes = { SIDE($color) }: { $n ->
        [one] { $n } escape left
       *[other] { $n } escapes left
    }
synthesis-event-check = check
synthesis-event-both-in-check = both kings in check
synthesis-event-reply = one reply to capture the king back
synthesis-event-checkmate = checkmate
synthesis-event-stalemate = stalemate
synthesis-event-win = { SIDE($winner) } wins
synthesis-event-draw = draw
