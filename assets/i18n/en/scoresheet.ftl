# The recording screen's move list, written like a scoresheet (issue 12).

# The heading of a time column: the time the move took, the mover's time left after it, or the
# arbiter's wall-clock time of the entry (a game without clocks).
sheet-col = { $kind ->
    [used] Used
    [left] Left
   *[wall] Time
}
# The button that switches the time columns.
sheet-show = { $kind ->
    [used] Show time used
   *[left] Show time left
}
