# Sealed schemes kept unreadable until the reveal: the seal key, and a scheme typed again
# from the player's paper where the key is not.

seal-key-no-folder = no configuration folder is known on this system: set { $env } to a folder
seal-key-missing = the seal key { $path } is not on this machine
seal-key-unusable = the seal key { $path } cannot be used: { $why }
seal-key-exposed = the seal key { $path } can be read by other users (mode { $mode }); run `chmod 600 { $path }`
seal-cannot-seal = the scheme cannot be sealed: { $problem }
seal-not-this-key = it was sealed under another seal key, or its sealed content was changed
seal-unopenable = { $color ->
    [white] White's
   *[black] Black's
} sealed scheme cannot be opened here: { $why }. The player types the scheme from their paper again; it is accepted only if it matches the seal (R5)
seal-retype-title = Type the scheme from the paper again
seal-retype-hint = { $color ->
    [white] White's
   *[black] Black's
} scheme as written on the paper (seal { $code })
seal-retype-button = Check against the seal and reveal
