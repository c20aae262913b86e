//! Every word the app shows, in Russian and English. [`Text`] names each fixed phrase; the
//! `texts!` table gives both languages for every variant, and `ru()` / `en()` are exhaustive
//! matches generated from it, so a phrase without a translation does not compile. Phrases with
//! values (a square, a side, a number) are functions below that match on [`Lang`]. The language
//! is switchable at any time and remembered in the config.
//!
//! The engine's and the record library's sentences (a ruling's reason, a scheme problem) are
//! English; the app shows them under a translated heading that names the ruling.

use crate::record::GameResult;
use crate::rules::synthesis::Regime;
use crate::rules::{Color, Role, Square};
use std::path::Path;

use super::model::{Ground, Signer};

/// The language of the screen: the engine's [`Lang`](crate::rules::Lang), remembered in the config.
pub use crate::rules::Lang;

macro_rules! texts {
    ($($name:ident => $ru:literal, $en:literal;)+) => {
        /// A fixed phrase of the interface.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Text { $($name),+ }
        impl Text {
            /// Every phrase (tests check none is empty).
            pub const ALL: &'static [Text] = &[$(Text::$name),+];
            pub fn ru(self) -> &'static str { match self { $(Text::$name => $ru),+ } }
            pub fn en(self) -> &'static str { match self { $(Text::$name => $en),+ } }
        }
    };
}

impl Text {
    pub fn get(self, lang: Lang) -> &'static str {
        match lang {
            Lang::Ru => self.ru(),
            Lang::En => self.en(),
        }
    }
}

texts! {
    AppTitle => "Виктория — арбитр", "Victoria Arbiter";
    AppTagline => "Стол арбитра для «Виктории», шахмат 12×12: запечатанные схемы, бастионы, запись ходов, бланк.",
        "The arbiter's desk for Victoria, 12x12 chess: sealed schemes, bastions, move recording, the score sheet.";
    NewGame => "Новая партия", "New game";
    ClubStats => "Статистика клуба и звания", "Club statistics and titles";
    NewShort => "Новая", "New";
    OpenShort => "Открыть", "Open";
    SaveAsShort => "Сохранить как", "Save As";
    Home => "Начало", "Start";
    UnfinishedFound => "Найдена незавершённая партия", "An unfinished game was found";
    ResumeGame => "Продолжить незавершённую партию", "Resume the unfinished game";
    Resumed => "Партия восстановлена из журнала.", "The game was restored from the journal.";
    OpenFile => "Открыть файл партии", "Open a game file";
    OpenWithDialog => "Выбрать файл…", "Choose a file…";
    TypePath => "или введите путь к файлу", "or type the file's path";
    Open => "Открыть", "Open";
    RecentGames => "Недавние партии", "Recent games";
    SampleGames => "Образцы партий", "Sample games";
    NoSamples => "Папка sample_games не найдена.", "No sample_games folder was found.";
    NoGame => "Нет открытой партии.", "No game is open.";
    EventData => "Данные соревнования", "Event data";
    FieldEvent => "Соревнование", "Event";
    FieldSite => "Место", "Site";
    FieldDate => "Дата", "Date";
    FieldRound => "Тур", "Round";
    FieldBoard => "Доска", "Board";
    FieldArbiter => "Арбитр", "Arbiter";
    FieldClub => "Клуб", "Club";
    White => "Белые", "White";
    Black => "Чёрные", "Black";
    RuleOptions => "Параметры правил", "Rule options";
    Back => "Назад", "Back";
    StartSchemes => "К схемам игроков", "On to the players' schemes";
    SchemeOf => "Схема расстановки", "Setup scheme";
    SchemePrivacy => "Видна только этому игроку и арбитру. После запечатывания схема скрывается, остаётся лишь код печати.",
        "Seen only by this player and the arbiter. Once sealed the scheme is hidden; only the seal code remains.";
    Erase => "Стереть", "Erase";
    TypeScheme => "Ввести схему текстом", "Type the scheme";
    Apply => "Применить", "Apply";
    LoadScheme => "Загрузить схему из файла", "Load a scheme from a file";
    Load => "Загрузить", "Load";
    Browse => "Обзор…", "Browse…";
    ReserveSplit => "Запас ходов", "Move reserve";
    Pool => "всего", "pool";
    Problems => "Замечания", "Problems";
    NoProblems => "Замечаний нет: схему можно запечатать.", "No problems: the scheme can be sealed.";
    Clear => "Очистить", "Clear";
    Seal => "Запечатать", "Seal";
    SchemeSealed => "Схема запечатана", "Scheme sealed";
    SealCode => "Код печати", "Seal code";
    WriteSealCode => "Запишите код на своём бланке. Затем передайте место сопернику.",
        "Write the code on your paper, then hand over to your opponent.";
    Continue => "Продолжить", "Continue";
    Reveal => "Вскрытие схем", "Reveal";
    Seals => "Печати", "Seals";
    SealVerified => "проверена", "verified";
    SealBroken => "НАРУШЕНА", "BROKEN";
    SetUpPhysical => "Расставьте фигуры на доске по схемам.", "Set the pieces up on the board as the schemes say.";
    BlindDrawNext => "Бастионы будут вытянуты жребием.", "The bastions are drawn by lot next.";
    PhysicalMatches => "Расстановка на доске совпадает со схемами", "The physical board matches the schemes";
    ToBastionDraw => "К жеребьёвке бастионов", "On to the bastion draw";
    StartRecording => "Начать запись партии", "Start recording";
    BastionDraw => "Жеребьёвка бастионов", "Bastion draw";
    BastionDrawHint => "Мешок содержит все поля зоны бастионов стороны. Жребий на занятое поле откладывается, тянут снова.",
        "The bag holds every square of the side's bastion zone. A lot on an occupied square is set aside and another drawn.";
    BastionsLeft => "осталось бастионов:", "bastions left:";
    DrawFromBag => "Тянуть из виртуального мешка", "Draw from the virtual bag";
    LotFromRealBag => "жребий из мешка, напр. d4", "lot from the real bag, e.g. d4";
    EnterLot => "Внести", "Enter";
    LotLog => "Журнал жребиев", "Lot log";
    Accepted => "принят", "accepted";
    SetAside => "отложен", "set aside";
    RealBag => "мешок", "real bag";
    VirtualBag => "виртуальный мешок", "virtual bag";
    ToMove => "ход:", "to move:";
    MovePlaceholder => "Ход как объявлен: e2e4, Фd1-d7, Nbd2, O-O … Enter — записать",
        "Move as announced: e2e4, Qd1-d7, Nbd2, O-O … Enter records";
    Record => "Записать", "Record";
    Recorded => "Записано:", "Recorded:";
    IllegalMove => "НЕДОПУСТИМЫЙ ХОД", "ILLEGAL MOVE";
    Ruling => "правило", "ruling";
    Penalty => "Взыскание", "Penalty";
    DrawOffer => "Предложение ничьей", "Draw offer";
    AcceptDraw => "Принять ничью", "Accept the draw";
    DeclineDraw => "Отклонить", "Decline";
    DrawDeclined => "Предложение ничьей отклонено; оно записано.", "The draw offer was declined; it is logged.";
    LivePgn => "Публичный PGN в реальном времени", "Live public PGN";
    LivePgnAbout => "Без запасов ходов; файл обновляется после каждого хода, отмены и результата.",
        "No reserve numbers; the file is rewritten after every move, take-back and result.";
    LivePgnOn => "Включить", "Turn on";
    LivePgnOff => "Выключить", "Turn off";
    LivePgnStopped => "Публичный PGN больше не обновляется.", "The public PGN is no longer updated.";
    ArbiterSeal => "Печать арбитра (Ed25519)", "Arbiter's seal (Ed25519)";
    SealRecord => "Заверить запись печатью", "Seal the record";
    SealAbout => "Подписывает запись ключом арбитра; после этого запись не меняется, а `verify` находит любую правку.",
        "Signs the record with the arbiter's key; afterwards the record cannot change and `verify` finds any edit.";
    SealDone => "Запись заверена печатью арбитра; `verify` подтвердит её целостность.",
        "The record is sealed with the arbiter's key; `verify` will confirm it is intact.";
    SealIntact => "запись цела", "the record is intact";
    SealNotIntact => "ЗАПИСЬ ИЗМЕНЕНА ПОСЛЕ ПЕЧАТИ", "THE RECORD CHANGED AFTER SEALING";
    NotUnderstood => "Ход не понят", "Move not understood";
    Petrification => "ОКАМЕНЕНИЕ", "PETRIFICATION";
    Check => "ШАХ", "CHECK";
    Checkmate => "МАТ", "CHECKMATE";
    GameEnds => "ПАРТИЯ ОКОНЧЕНА", "THE GAME ENDS";
    OpenResultNext => "Откройте «Результат…», чтобы записать итог.", "Open \"Result…\" to record the result.";
    Result => "Результат", "Result";
    SignNext => "Далее — подписи игроков и арбитра.", "Next: the players' and the arbiter's signatures.";
    GameOver => "Партия окончена.", "The game is over.";
    PromoteTo => "Превращение", "Promote";
    Cancel => "Отмена", "Cancel";
    TakeBack => "Отменить ход", "Take back";
    TakeBackDots => "Отменить ход…", "Take back…";
    Reason => "Причина (обязательно)", "Reason (required)";
    ReasonNeeded => "Укажите причину отмены хода (R30).", "Give the reason for the take-back (R30).";
    NothingToTakeBack => "Нет записанных ходов.", "No move has been recorded.";
    ResultDots => "Результат…", "Result…";
    ResultOfGame => "Результат партии (R26–R28)", "Result of the game (R26–R28)";
    ReasonForDecision => "Обоснование арбитра (для решения, неявки, недоказанной ничейности)",
        "Arbiter's reason (for a decision, forfeit, or an unproven dead position)";
    ChooseGround => "Выберите основание результата.", "Choose the ground of the result.";
    ConfirmResult => "Записать результат", "Record the result";
    Flip => "Перевернуть", "Flip";
    Moves => "Ходы", "Moves";
    HoldToShowReserves => "Удерживайте — запасы (только для арбитра)", "Hold to show reserves (arbiter only)";
    PrivateReserves => "Запасы ходов — только для арбитра", "Move reserves — arbiter only";
    NoReserves => "Запасы в этой партии не ведутся.", "This game has no move reserves.";
    PetrifiedOnMove => "окаменел на ходу", "petrified on move";
    CapturedOnMove => "взят на ходу", "captured on move";
    Signatures => "Подписи", "Signatures";
    SignHint => "Подпишитесь мышью, пером или пальцем и нажмите «Подписать».",
        "Sign with mouse, pen or finger, then press \"Sign\".";
    Sign => "Подписать", "Sign";
    Signed => "подписано", "signed";
    NotSigned => "не подписано", "not signed";
    PadEmpty => "Поле подписи пусто.", "The pad is empty.";
    Save => "Сохранить", "Save";
    ScoreSheetPdf => "Бланк партии (PDF)", "Score sheet (PDF)";
    PrintSheet => "Печать бланка", "Print the sheet";
    SaveAsPath => "Сохранить в файл:", "Save to file:";
    NothingToSave => "Нет партии для сохранения.", "There is no game to save.";
    NoDialog => "Системный диалог выбора файла недоступен (нет сеанса D-Bus / портала XDG): введите путь к файлу вручную.",
        "No system file dialog is available (no D-Bus session / XDG portal): type the file's path instead.";
    DialogCancelled => "Файл не выбран.", "No file was chosen.";
    PublicBoard => "Доска для зрителей", "Public board";
    OpenPublic => "Окно для зрителей", "Public window";
    ClosePublic => "Закрыть окно зрителей", "Close public window";
    PublicSchemes => "Игроки составляют схемы.", "The players are writing their schemes.";
    PublicSetup => "Схемы вскрыты, идёт расстановка.", "The schemes are revealed; the board is being set up.";
    SynthesisChess => "Синтез-шахматы", "Synthesis chess";
    SynthesisStatus => "Синтез-шахматы: режимы и положение", "Synthesis chess: regimes and status";
    SynthesisResultOfGame => "Результат партии (S27–S30)", "Result of the game (S27–S30)";
    EngineVerdict => "Вердикт движка", "The engine's verdict";
    AcceptVerdict => "Записать вердикт движка", "Record the engine's verdict";
    NoVerdict => "Движок не видит окончания партии: результат объявляет арбитр.",
        "The engine sees no ending: the arbiter declares the result.";
    SynthesisReason => "Обоснование арбитра (для решения или неявки)", "Arbiter's reason (for a decision or a forfeit)";
    NoPointCount => "В синтез-шахматах нет подсчёта очков (S27–S30).", "Synthesis has no point count (S27–S30).";
}

/// "White" / "Black" in the language.
pub fn side(lang: Lang, c: Color) -> &'static str {
    match c {
        Color::White => Text::White.get(lang),
        Color::Black => Text::Black.get(lang),
    }
}

/// A role's noun in the language.
pub fn role_name(lang: Lang, r: Role) -> &'static str {
    match (lang, r) {
        (Lang::Ru, Role::Pawn) => "пешка",
        (Lang::Ru, Role::Knight) => "конь",
        (Lang::Ru, Role::Bishop) => "слон",
        (Lang::Ru, Role::Rook) => "ладья",
        (Lang::Ru, Role::Queen) => "ферзь",
        (Lang::Ru, Role::King) => "король",
        (Lang::En, r) => r.name(),
    }
}

pub fn signer(lang: Lang, s: Signer) -> &'static str {
    match (lang, s) {
        (_, Signer::White) => Text::White.get(lang),
        (_, Signer::Black) => Text::Black.get(lang),
        (l, Signer::Arbiter) => Text::FieldArbiter.get(l),
    }
}

pub fn signed_by(lang: Lang, s: Signer) -> String {
    match lang {
        Lang::Ru => format!("Подпись сохранена: {}.", signer(lang, s)),
        Lang::En => format!("Signature stored: {}.", signer(lang, s)),
    }
}

pub fn config_broken(lang: Lang, detail: &str) -> String {
    match lang {
        Lang::Ru => format!("Настройки не прочитаны, приняты настройки по умолчанию ({detail})."),
        Lang::En => format!("The settings could not be read; the defaults are used ({detail})."),
    }
}

pub fn opened(lang: Lang, p: &Path) -> String {
    match lang {
        Lang::Ru => format!("Открыто: {}", p.display()),
        Lang::En => format!("Opened: {}", p.display()),
    }
}

pub fn saved(lang: Lang, p: &Path) -> String {
    match lang {
        Lang::Ru => format!("Сохранено: {}", p.display()),
        Lang::En => format!("Saved: {}", p.display()),
    }
}

pub fn pool_bad(lang: Lang, v: &str) -> String {
    match lang {
        Lang::Ru => format!("Запас «{v}» — не число: введите целое число не меньше 5 (R14)."),
        Lang::En => format!("reserve_pool '{v}' is not a number: type a whole number of at least 5 (R14)."),
    }
}

pub fn pool_not_multiple(lang: Lang, n: u16) -> String {
    match lang {
        Lang::Ru => format!("При открытых запасах общий запас делится поровну на 5; {n} не делится на 5 (R14)."),
        Lang::En => format!("An open split needs a pool divisible by 5; {n} is not (R14)."),
    }
}

/// An option's name for the form.
pub fn option_name(lang: Lang, key: &str) -> String {
    let ru = match key {
        "bastion_placement" => "Расстановка бастионов",
        "own_bastion_passage" => "Проход через свои бастионы",
        "pawn_bypass" => "Обход бастиона пешкой",
        "reserve" => "Запас ходов",
        "reserve_pool" => "Общий запас",
        "reserve_visibility" => "Видимость запасов",
        "castling" => "Рокировка",
        "castling_costs_rook" => "Рокировка тратит запас ладьи",
        "pawn_status" => "Воины и герои",
        "warrior_final_rank" => "Воин на предпоследней горизонтали",
        "repetition" => "Повторение и 100 полуходов",
        "illegal_move_penalty" => "Взыскание за недопустимый ход",
        "self_check" => "Синтез: оставить короля под ударом",
        "castling_synthesis" => "Синтез: рокировка",
        other => other,
    };
    match lang {
        Lang::Ru => ru.to_string(),
        Lang::En => key.replace('_', " "),
    }
}

/// A short title of a ruling, in the language, to head the engine's sentence.
pub fn ruling_title(lang: Lang, rule: &str) -> String {
    let (ru, en) = match rule {
        "R1" => ("Доска и поля", "Board and squares"),
        "R4" => ("Схема расстановки", "The setup scheme"),
        "R9" => ("На бастион нельзя встать", "Nothing may stand on a bastion"),
        "R10" => ("Бастион останавливает линию", "A bastion stops the line"),
        "R11" => ("Обход бастиона пешкой", "The pawn's bypass"),
        "R12" | "R13" | "R14" | "R15" => ("Запас ходов и окаменение", "Move reserve and petrification"),
        "R16" => ("Памятник неподвижен и непроходим", "A monument never moves and blocks every line"),
        "R17" => ("Каменеющая фигура не даёт шаха", "A petrifying piece gives no check"),
        "R20" | "R21" | "R22" => ("Воины и герои", "Warriors and heroes"),
        "R23" => ("Двойной шаг пешки", "The pawn's double step"),
        "R24" => ("Рокировка", "Castling"),
        "R25" => ("Шах и безопасность короля", "Check and the king's safety"),
        "R29" => ("Недопустимый ход", "Illegal move"),
        _ => ("Правила игры", "The rules of the game"),
    };
    match lang {
        Lang::Ru => format!("{ru} ({rule})"),
        Lang::En => format!("{en} ({rule})"),
    }
}

pub fn petrified(lang: Lang, role: Role, sq: Square) -> String {
    match lang {
        Lang::Ru => format!("{} на {sq} окаменела: теперь это памятник (R15).", capital(role_name(lang, role))),
        Lang::En => format!("The {} on {sq} is petrified: it is now a monument (R15).", role.name()),
    }
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

pub fn in_check(lang: Lang, c: Color) -> String {
    match lang {
        Lang::Ru => format!("{} под шахом: следующий ход должен защитить короля.", side(lang, c)),
        Lang::En => format!("{} is in check: the next move must answer it.", side(lang, c)),
    }
}

pub fn mate_next(lang: Lang, winner: Color) -> String {
    match lang {
        Lang::Ru => format!("{} выиграли матом (R26). Откройте «Результат…» и запишите итог.", side(lang, winner)),
        Lang::En => format!("{} wins by checkmate (R26). Open \"Result…\" to record it.", side(lang, winner)),
    }
}

pub fn points_line(lang: Lang, p: [u32; 2]) -> String {
    match lang {
        Lang::Ru => format!("Подсчёт очков (R3): белые {} : чёрные {}", p[0], p[1]),
        Lang::En => format!("Point count (R3): White {} : Black {}", p[0], p[1]),
    }
}

pub fn ground_text(lang: Lang, g: Ground) -> String {
    let r = g.ruling();
    let s = match (lang, g) {
        (Lang::Ru, Ground::Checkmate(c)) => format!("Мат: выиграли {}", side(lang, c).to_lowercase()),
        (Lang::En, Ground::Checkmate(c)) => format!("Checkmate: {} wins", side(lang, c)),
        (Lang::Ru, Ground::NothingToMove) => "Подсчёт: у стороны, чья очередь, нет ходов (не шах)".into(),
        (Lang::En, Ground::NothingToMove) => "Count: the side to move has no move and is not in check".into(),
        (Lang::Ru, Ground::NoStrikingForce) => "Подсчёт: запасы исчерпаны, коней нет".into(),
        (Lang::En, Ground::NoStrikingForce) => "Count: reserves spent and no knights left".into(),
        (Lang::Ru, Ground::DeadPosition) => "Подсчёт: мат невозможен для обеих сторон".into(),
        (Lang::En, Ground::DeadPosition) => "Count: mate is impossible for both sides".into(),
        (Lang::Ru, Ground::AgreedCount) => "Подсчёт по соглашению игроков".into(),
        (Lang::En, Ground::AgreedCount) => "Count agreed by the players".into(),
        (Lang::Ru, Ground::Repetition) => "Троекратное повторение позиции".into(),
        (Lang::En, Ground::Repetition) => "Threefold repetition".into(),
        (Lang::Ru, Ground::HundredPlies) => "100 полуходов без взятия, хода пешкой и окаменения".into(),
        (Lang::En, Ground::HundredPlies) => "100 plies without capture, pawn move or petrification".into(),
        (Lang::Ru, Ground::DrawAgreed) => "Ничья по соглашению".into(),
        (Lang::En, Ground::DrawAgreed) => "Draw by agreement".into(),
        (Lang::Ru, Ground::Resigned(c)) => format!("{} сдались", side(lang, c)),
        (Lang::En, Ground::Resigned(c)) => format!("{} resigns", side(lang, c)),
        (Lang::Ru, Ground::Forfeit(c)) => format!("{}: поражение за неявку / нарушение", side(lang, c)),
        (Lang::En, Ground::Forfeit(c)) => format!("{} loses by forfeit", side(lang, c)),
        (Lang::Ru, Ground::Decision(Some(c))) => format!("Решение арбитра: выиграли {}", side(lang, c).to_lowercase()),
        (Lang::En, Ground::Decision(Some(c))) => format!("Arbiter's decision: {} wins", side(lang, c)),
        (Lang::Ru, Ground::Decision(None)) => "Решение арбитра: ничья".into(),
        (Lang::En, Ground::Decision(None)) => "Arbiter's decision: draw".into(),
        // The grounds only Synthesis has carry their S-ruling already.
        (_, Ground::KingCaptured(_) | Ground::Stalemate | Ground::FiftyMoves) => return synthesis_ground_text(lang, g),
    };
    format!("{s} ({r})")
}

/// A recorded result in one line: score, ground, both totals where counted, and the
/// arbiter's written reason.
pub fn result_line(lang: Lang, r: &GameResult) -> String {
    let mut s = format!("{} — {}", r.score(), outcome_line(lang, r));
    if !r.reason.is_empty() {
        s.push_str(&format!("; {}", r.reason));
    }
    s
}

/// How the game ended, without the score: the outcome, its ground, both totals where counted.
pub fn outcome_line(lang: Lang, r: &GameResult) -> String {
    let what = match (lang, r.outcome.key()) {
        (Lang::Ru, "checkmate") => "мат".to_string(),
        (Lang::En, "checkmate") => "checkmate".to_string(),
        (Lang::Ru, "points") => "подсчёт очков".to_string(),
        (Lang::En, "points") => "point count".to_string(),
        (Lang::Ru, "draw") => "ничья".to_string(),
        (Lang::En, "draw") => "draw".to_string(),
        (Lang::Ru, "resignation") => "сдача".to_string(),
        (Lang::En, "resignation") => "resignation".to_string(),
        (Lang::Ru, "agreement") => "ничья по соглашению".to_string(),
        (Lang::En, "agreement") => "draw by agreement".to_string(),
        (Lang::Ru, "forfeit") => "поражение за неявку".to_string(),
        (Lang::En, "forfeit") => "forfeit".to_string(),
        (Lang::Ru, "decision") => "решение арбитра".to_string(),
        (Lang::En, "decision") => "arbiter's decision".to_string(),
        (Lang::Ru, "king_captured") => "взятие короля".to_string(),
        (Lang::En, "king_captured") => "king capture".to_string(),
        (_, other) => other.to_string(),
    };
    let mut s = what;
    if let Some(g) = r.ground {
        s.push_str(&format!(" ({})", lang.ground(g.key())));
    }
    if let (Some(w), Some(b)) = (r.points_white, r.points_black) {
        s.push_str(&format!("; {}", points_line(lang, [w, b])));
    }
    s
}

pub fn lot_accepted(lang: Lang, c: Color, sq: &str) -> String {
    match lang {
        Lang::Ru => format!("{}: бастион на {sq}.", side(lang, c)),
        Lang::En => format!("{}: bastion on {sq}.", side(lang, c)),
    }
}

/// "White offers a draw" — the button of one side.
pub fn offers_draw(lang: Lang, c: Color) -> String {
    match lang {
        Lang::Ru => format!("{} предлагают ничью", side(lang, c)),
        Lang::En => format!("{} offers a draw", side(lang, c)),
    }
}

/// A draw offer with its side and move, and how it was answered.
pub fn draw_offer_line(lang: Lang, c: Color, number: u32, accepted: Option<bool>) -> String {
    let state = match (lang, accepted) {
        (Lang::Ru, None) => "ждёт ответа",
        (Lang::Ru, Some(true)) => "принято",
        (Lang::Ru, Some(false)) => "отклонено",
        (Lang::En, None) => "awaiting an answer",
        (Lang::En, Some(true)) => "accepted",
        (Lang::En, Some(false)) => "declined",
    };
    match lang {
        Lang::Ru => format!("{} предложили ничью на {number}-м ходу — {state}", side(lang, c)),
        Lang::En => format!("{} offered a draw on move {number} — {state}", side(lang, c)),
    }
}

/// Where the live public PGN is written.
pub fn live_pgn_path(lang: Lang, p: &Path) -> String {
    match lang {
        Lang::Ru => format!("Публичный PGN пишется в {}", p.display()),
        Lang::En => format!("The public PGN is written to {}", p.display()),
    }
}

/// The arbiter's seal: digest, key and the verdict.
pub fn seal_line(lang: Lang, digest: &str, key: &str, intact: bool) -> String {
    let verdict = if intact { Text::SealIntact } else { Text::SealNotIntact }.get(lang);
    match lang {
        Lang::Ru => format!("Заверено: SHA-256 {digest}, ключ арбитра {key} — {verdict}"),
        Lang::En => format!("Sealed: SHA-256 {digest}, arbiter's key {key} — {verdict}"),
    }
}

/// Why a lot on `sq` was set aside (what stood there), in the language.
pub fn lot_reason(lang: Lang, sq: &str, held: Option<&crate::record::Occupant>) -> String {
    held.map(|h| crate::i18n::record::lot_set_aside(lang, sq, h)).unwrap_or_default()
}

pub fn lot_set_aside(lang: Lang, c: Color, sq: &str, held: Option<&crate::record::Occupant>) -> String {
    let why = lot_reason(lang, sq, held);
    match lang {
        Lang::Ru => format!("{}: жребий {sq} отложен — {}. Тяните снова.", side(lang, c), why),
        Lang::En => format!("{}: lot {sq} set aside — {why}. Draw again.", side(lang, c)),
    }
}

pub fn not_your_piece(lang: Lang, sq: Square) -> String {
    match lang {
        Lang::Ru => format!("На {sq} нет фигуры стороны, чья очередь ходить."),
        Lang::En => format!("{sq} holds no piece of the side to move."),
    }
}

pub fn taken_back(lang: Lang, san: &str) -> String {
    match lang {
        Lang::Ru => format!("Ход {san} отменён; отмена записана (R30)."),
        Lang::En => format!("{san} was taken back; the correction is logged (R30)."),
    }
}

pub fn take_back_what(lang: Lang, san: &str) -> String {
    match lang {
        Lang::Ru => format!("Отменить последний ход {san}? Отмена попадёт в запись и на бланк (R30)."),
        Lang::En => {
            format!("Take back the last move {san}? The correction goes into the record and on the sheet (R30).")
        }
    }
}

/// The example under the typed-scheme field, on the player's own ranks.
pub fn scheme_hint(lang: Lang, c: Color) -> String {
    let (ru, en) = match c {
        Color::White => ("Крe1 Фd1=10 Лa1=10 … e2 f2 … Бc4", "Ke1 Qd1=10 Ra1=10 … e2 f2 … Xc4"),
        Color::Black => ("Крe12 Фd12=10 Лa12=10 … e11 f11 … Бc9", "Ke12 Qd12=10 Ra12=10 … e11 f11 … Xc9"),
    };
    match lang {
        Lang::Ru => format!("Например: {ru} (или латиницей: {en})"),
        Lang::En => format!("For example: {en} (Russian letters work too: {ru})"),
    }
}

pub fn pdf_written(lang: Lang, p: &Path) -> String {
    match lang {
        Lang::Ru => format!("Бланк партии записан: {}", p.display()),
        Lang::En => format!("Score sheet written: {}", p.display()),
    }
}

pub fn plies(lang: Lang, n: usize) -> String {
    match lang {
        Lang::Ru => format!("записано полуходов: {n}"),
        Lang::En => format!("{n} plies recorded"),
    }
}

/// SAN as the language writes it: Russian piece letters (Кр Ф Л С К) in Russian.
pub fn san(lang: Lang, san: &str) -> String {
    if lang == Lang::En {
        return san.to_string();
    }
    let mut out = String::new();
    let mut first = true;
    for c in san.chars() {
        let piece_place = first || out.ends_with('=');
        match c {
            'K' | 'Q' | 'R' | 'B' | 'N' if piece_place => {
                if let Some(role) = Role::from_char(c) {
                    out.push_str(role.russian());
                }
            }
            _ => out.push(c),
        }
        first = false;
    }
    out
}

/// Synthesis: a colour's regime (S6) with the escapes left in regime C (S16).
pub fn synthesis_regime(lang: Lang, c: Color, regime: Regime, escapes: Option<u8>) -> String {
    let mut s = match lang {
        Lang::Ru => format!("{}: режим {} ({})", side(lang, c), regime.letter(), regime.name_ru()),
        Lang::En => format!("{}: regime {} ({})", side(lang, c), regime.letter(), regime.name()),
    };
    if let Some(n) = escapes {
        s.push_str(&match lang {
            Lang::Ru => format!(", осталось выходов из-под шаха: {n}"),
            Lang::En => format!(", {n} escapes left"),
        });
    }
    s
}

/// Synthesis: a ground of the result dialog with its S-ruling (S27–S30); resignation, forfeit
/// and the arbiter's decision have no ruling of their own.
pub fn synthesis_ground_text(lang: Lang, g: Ground) -> String {
    let who = |c: Color| side(lang, c).to_lowercase();
    match (lang, g) {
        (Lang::Ru, Ground::KingCaptured(c)) => format!("Взятие короля: выиграли {} (S27)", who(c)),
        (Lang::En, Ground::KingCaptured(c)) => format!("King captured: {} wins (S27)", side(lang, c)),
        (Lang::Ru, Ground::Checkmate(c)) => format!("Мат: выиграли {} (S28)", who(c)),
        (Lang::En, Ground::Checkmate(c)) => format!("Checkmate: {} wins (S28)", side(lang, c)),
        (Lang::Ru, Ground::Stalemate) => "Пат: ничья (S28)".into(),
        (Lang::En, Ground::Stalemate) => "Stalemate: draw (S28)".into(),
        (Lang::Ru, Ground::Repetition) => "Троекратное повторение: ничья (S30)".into(),
        (Lang::En, Ground::Repetition) => "Threefold repetition: draw (S30)".into(),
        (Lang::Ru, Ground::FiftyMoves) => "50 ходов без взятия и хода пешкой: ничья (S30)".into(),
        (Lang::En, Ground::FiftyMoves) => "50 moves without a capture or a pawn move: draw (S30)".into(),
        (Lang::Ru, Ground::DrawAgreed) => "Ничья по соглашению (S30)".into(),
        (Lang::En, Ground::DrawAgreed) => "Draw by agreement (S30)".into(),
        // The arbiter's declarations read as in Victoria, without Victoria's ruling (R28).
        (_, Ground::Resigned(_) | Ground::Forfeit(_) | Ground::Decision(_)) => {
            ground_text(lang, g).trim_end_matches(" (R28)").to_string()
        }
        // Victoria's point counts: refused in Synthesis, named for the message.
        (_, other) => ground_text(lang, other),
    }
}

/// Synthesis: the engine's verdict in the language.
pub fn synthesis_verdict(lang: Lang, o: &crate::rules::synthesis::Outcome) -> String {
    match lang {
        Lang::Ru => o.describe_ru(),
        Lang::En => o.describe(),
    }
}

/// Synthesis: a ground the engine does not see here; `engine` is what it sees (with its
/// S-ruling), `choose` the ground to pick instead.
pub fn synthesis_other_ending(lang: Lang, engine: &str, choose: &str) -> String {
    match lang {
        Lang::Ru => format!("движок видит здесь другое окончание: {engine} — выберите «{choose}»"),
        Lang::En => format!("the engine sees another ending here: {engine} — choose \"{choose}\""),
    }
}

/// Synthesis: a ground of the engine's that this position does not show.
pub fn synthesis_no_such_ending(lang: Lang, ground: &str) -> String {
    match lang {
        Lang::Ru => format!("движок не видит в этой позиции такого окончания: {ground}"),
        Lang::En => format!("the engine sees no such ending in this position: {ground}"),
    }
}

pub fn show_for(lang: Lang, secs: u64) -> String {
    match lang {
        Lang::Ru => format!("Показать на {secs} с"),
        Lang::En => format!("Show for {secs} s"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn san_is_written_with_russian_letters_in_russian() {
        assert_eq!(san(Lang::Ru, "Nbd2"), "Кbd2");
        assert_eq!(san(Lang::Ru, "Kf1+"), "Крf1+");
        assert_eq!(san(Lang::Ru, "exd12=Q#"), "exd12=Ф#");
        assert_eq!(san(Lang::Ru, "O-O"), "O-O");
        assert_eq!(san(Lang::Ru, "Bxc10"), "Сxc10");
        assert_eq!(san(Lang::En, "Bxc10"), "Bxc10");
    }

    #[test]
    fn every_phrase_has_both_languages_and_they_differ_where_words_are_involved() {
        for t in Text::ALL {
            assert!(!t.ru().trim().is_empty(), "{t:?} has no Russian");
            assert!(!t.en().trim().is_empty(), "{t:?} has no English");
        }
        assert_ne!(Text::NewGame.ru(), Text::NewGame.en());
    }

    #[test]
    fn synthesis_grounds_cite_s_rulings_and_never_victoria_s() {
        for lang in [Lang::Ru, Lang::En] {
            let texts: Vec<String> =
                Ground::synthesis_all().into_iter().map(|g| synthesis_ground_text(lang, g)).collect();
            assert_eq!(texts.len(), 15);
            for t in &texts {
                assert!(!t.contains("(R"), "{t}");
            }
            assert_eq!(texts.iter().filter(|t| t.contains("(S")).count(), 8, "{texts:?}");
        }
        assert_eq!(synthesis_ground_text(Lang::En, Ground::Resigned(Color::Black)), "Black resigns");
        assert_eq!(synthesis_ground_text(Lang::Ru, Ground::Decision(None)), "Решение арбитра: ничья");
        assert_eq!(
            synthesis_ground_text(Lang::En, Ground::KingCaptured(Color::White)),
            "King captured: White wins (S27)"
        );
        assert_eq!(ground_text(Lang::Ru, Ground::Stalemate), "Пат: ничья (S28)");
    }
}
