# Файл настроек приложения (src/app/config.rs).
config-read = { $path }: { $error }
config-parse = { $path }: это не настройки (строка { $line }, столбец { $column })

## The settings' notices (sentences)
config-write = Настройки не сохранены в { $path }: { $error }
