# The app's settings file (src/app/config.rs).
config-read = { $path }: { $error }
config-parse = { $path }: not valid settings (line { $line }, column { $column })

## The settings' notices (sentences)
config-write = The settings could not be saved to { $path }: { $error }
