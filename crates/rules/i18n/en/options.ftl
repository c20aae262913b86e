# The rule options (RULINGS.md, SYNTHESIS.md): each option's label, its values in words and a
# one-line explanation. The keys (`castling`, `strikes_and_moves`) stay as the record and the
# command line write them.

option-bastion-placement = Bastion placement
option-bastion-placement-about = Bastions chosen in the sealed scheme, drawn by lot after the reveal, or none
option-own-bastion-passage = Passing own bastions
option-own-bastion-passage-about = Own bastions let strikes through; with “strikes and quiet moves”, quiet slider moves too
option-pawn-bypass = Pawn bypass
option-pawn-bypass-about = A pawn blocked by its own bastion may step diagonally forward
option-reserve = Move reserve
option-reserve-about = Queen, rooks and bishops spend a move reserve and petrify at 0
option-reserve-pool = Reserve pool
option-reserve-pool-about = Points each player splits among queen, rooks and bishops
option-reserve-visibility = Reserve visibility
option-reserve-visibility-about = Reserves known only to player and arbiter, or open with an equal split
option-castling = Castling
option-castling-about = King and unmoved rook castle on any rank
option-castling-costs-rook = Castling costs the rook a point
option-castling-costs-rook-about = Castling spends 1 point of the rook's reserve
option-pawn-status = Warriors and heroes
option-pawn-status-about = Warriors may not reach the last rank; heroes (pawns that captured) promote
option-warrior-final-rank = Warrior on the rank before last
option-warrior-final-rank-about = A warrior reaching the rank before last petrifies, or stays as a sentinel
option-repetition = Repetition and 100 plies
option-repetition-about = Threefold repetition and 100 plies end in a draw, or in a point count
option-mate-impossible = Mate impossible for
option-mate-impossible-about = The count starts when mate is proved impossible for both sides, or for one
option-illegal-move-penalty = Illegal move penalty
option-illegal-move-penalty-about = An illegal move is only logged, or penalised as FIDE Art. 7.5
option-self-check = Synthesis: leaving the king attacked
option-self-check-about = Synthesis: a move may leave its own king attacked only to capture the enemy king or to answer check with check, or always
option-castling-synthesis = Synthesis: castling in regime B
option-castling-synthesis-about = Synthesis: castling is played as in chess in regimes A and D; “on” lets a regime-B king castle too
# An option value in words (a number stands for itself).
option-value = { $value ->
    [on] on
    [off] off
    [arbitrary] chosen in the scheme
    [blind] drawn by lot
    [none] none
    [strikes] strikes only
    [strikes_and_moves] strikes and quiet moves
    [secret] secret
    [open] open
    [monument] monument
    [sentinel] sentinel
    [draw] draw
    [points] point count
    [warn] warning only
    [fide] FIDE penalty
    [counter] only in answer
    [allowed] allowed
    [both] both sides
    [one] one side
   *[other] { $value }
}

## Why an option could not be set.
option-error-not-key-value = “{ $text }” is not key=value: write an option as -o key=value, e.g. -o castling=off
option-error-unknown = unknown option “{ $key }”: the options are { $keys }
option-error-bad-value = option { $key } cannot be “{ $value }”: use { $allowed }
option-allowed-on-off = on or off
option-allowed-at-least = a whole number of at least { $n }
