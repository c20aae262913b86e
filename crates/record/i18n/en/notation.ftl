# The letters and words an arbiter types, read (never shown) by the scheme and move readers:
# every language's are accepted whatever the screen's language. Separate several by spaces.

notation-role = { $role ->
    [pawn] P
    [knight] N
    [bishop] B
    [rook] R
    [queen] Q
   *[king] K
}
notation-bastion = X
notation-heading = { $heading ->
    [white] white
    [black] black
    [bastions] bastions bastion
   *[pieces] pieces
}
notation-en-passant = e.p. ep ep.
# Letters typed for a file letter, each followed by the file it stands for ("aa" reads a as a).
notation-file-lookalikes = { "" }
# Letters typed for the capture mark x.
notation-capture = x ×
# Letters typed for the O of castling (O-O, 0-0).
notation-castling-letter = O o 0
