# Sealed schemes kept unreadable until the reveal: the seal key, and a scheme typed again
# from the player's paper where the key is not.

seal-key-no-folder = no configuration folder is known on this system: set { $env } to a folder
seal-key-missing = the seal key { $path } is not on this machine
seal-key-unusable = the seal key { $path } cannot be used: { $why }
seal-key-fault = { $fault ->
    [header] its first line is not the key header
   *[key] its second line is not 32 bytes of hex
}
seal-key-exposed = the seal key { $path } can be read by other users (mode { $mode }); run “chmod 600 { $path }”
seal-cannot-seal = the scheme cannot be sealed: { $problem }
seal-not-this-key = it was sealed under another seal key, or its sealed content was changed
seal-damage = { $damage ->
    [missing] the sealed content is missing
    [not-hex] it is not hex
    [not-text] it is not text
    [no-salt] the salt is missing
    [not-canonical] the scheme text is not canonical
    [parts] it does not have its salt, nonce and cipher text
    [salt] its salt is not hex
    [nonce] its nonce is not 24 bytes of hex
   *[cipher-text] its cipher text is not hex
}
seal-cipher = the cipher refused to seal { $color ->
    [white] White's
   *[black] Black's
} scheme
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
