# The arbiter's signing key (src/sheet/sign.rs `KeyError`): why it cannot be had.

key-no-config-dir = no configuration directory is known on this system: set { $env } to a directory
key-create-dir = cannot create the configuration directory { $path }: { $error }
key-write = cannot write the arbiter key { $path }: { $error }
key-read = cannot read the arbiter key { $path }: { $error }
key-damaged = the arbiter key { $path } is damaged ({ $damage ->
    [header] its first line is not the key header
    [not-hex] its second line is not hex
   *[length] the key is not 32 bytes
}); restore it from a backup, or move it away to create a new key
key-exposed = the arbiter key { $path } can be read by other users (mode { $mode }); run “chmod 600 { $path }”
