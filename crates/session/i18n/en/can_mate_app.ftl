# The recording screen's can-mate tools (R27a, issue 13): FIDE loss offers decided by the
# analyser, the proof box of R27's dead position, "Can mate still happen?" and its helpmate line.

## A FIDE loss offer the analyser decided (6.9, 7.5.5)
mate-offer-time = { $loser ->
    [white] White's
   *[black] Black's
} flag has fallen (FIDE 6.9).
mate-offer-illegal = { $loser ->
    [white] White
   *[black] Black
} has completed a second illegal move (FIDE 7.5.5).
mate-offer-can = The analyser found a mating line for { $mater ->
    [white] White
   *[black] Black
} ({ $cite }): { $loser ->
    [white] White
   *[black] Black
} loses.
mate-offer-cannot = The analyser proved that { $mater ->
    [white] White
   *[black] Black
} can never mate ({ $cite }): { $sanction ->
    [count] the game goes to the point count (R27).
    [draw] the game is drawn.
   *[loss] the game is lost.
}
mate-offer-line = Mating line: { $line }
# A long line folded: its first moves ($first, in SAN) and its length ($n); the preview's
# last moves after the earlier ones are left out ($moves).
mate-line-folded = { $first } … ({ $n } moves in all)
mate-line-tail = … { $moves }
mate-offer-proof = Proof: { $proof }
mate-offer-record = { $sanction ->
    [count] Record the point count
    [draw] Record the draw
   *[loss] Record the loss
}
mate-offer-analysing = The analyser is looking for a mating line for { $mater ->
    [white] White
   *[black] Black
} ({ $cite })…
mate-offer-progress = { $nodes } of { $budget } moves considered
mate-offer-stop = Don't wait: ask me
mate-offer-undecided = The analyser did not decide within { $nodes } moves considered.
mate-undecided = The analyser has not decided whether the opponent can mate: answer the question.

## The proof box after a move, the result dialog
mate-proved-title = Mate impossible (proved)
mate-count-reason = Mate impossible for both sides, proved by the full can-mate analysis (R27a)
mate-ground-proved = Count: mate impossible (proved) (R27)

## "Can mate still happen?"
mate-ask = Can mate still happen?
mate-running = Analysing { $side ->
    [white] White's
   *[black] Black's
} chances: { $nodes } moves considered…
mate-cancel = Cancel the analysis
mate-cancelled = The analysis was cancelled after { $nodes } moves considered.
mate-possible = { $mater ->
    [white] White
   *[black] Black
} can still mate: a helpmate line of { $n ->
    [one] one move
   *[other] { $n } moves
}.
mate-possible-now = { $mater ->
    [white] White
   *[black] Black
} has mated already.
mate-impossible = { $mater ->
    [white] White
   *[black] Black
} can never mate (proved): { $proof }
mate-unknown = { $mater ->
    [white] White
   *[black] Black
}: not decided within { $nodes } moves considered.
mate-try-longer = Try longer
mate-show-line = Show the line
mate-show-line-hint = Show the line (hints at reserves)
mate-preview = Preview of { $mater ->
    [white] White's
   *[black] Black's
} helpmate line: move { $at } of { $n }. The game is not changed.
mate-preview-start = Preview of { $mater ->
    [white] White's
   *[black] Black's
} helpmate line: the position now, before its { $n ->
    [one] one move
   *[other] { $n } moves
}. The game is not changed.
mate-prev = Previous
mate-next = Next
mate-leave = Back to the game
key-can-mate = Can mate still happen? (both sides, in the background)
key-line-prev = The shown helpmate line: previous move
key-line-next = The shown helpmate line: next move

## What a loss decision rests on, alone in its place (sentences)
mate-offer-line-private = Mating line: private (its moves show which pieces have the reserve for them; open the reserve panel to see it, R14).
