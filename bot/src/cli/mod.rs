//! The command-line tools: analysis for users, and how the engine is checked.

mod backup;
mod bench;
mod bench_pg;
mod error;
mod exposure;
mod moves;
mod perft;
mod picture;
mod status;

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

use crate::service::message::Reader;
use rules::{Color, Rules, Variant};

pub use bench::quiet_xiangqi_game;
pub use error::CliError;

/// Palace: correspondence xiangqi, Mini Xiangqi, Dark Mini Xiangqi and Minishogi.
#[derive(Parser, Debug)]
#[command(name = "palace", version, about)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// Reads a variant's or a side's name, refusing in the voice's words.
fn named<T>(text: &str) -> Result<T, String>
where
    T: std::str::FromStr<Err = rules::ParseNameError>,
{
    text.parse().map_err(|e| crate::voice::unknown_name(&e))
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Every legal move, one per line: `<coordinate> <notation>`.
    Moves {
        /// minixiangqi, dark-minixiangqi, xiangqi or minishogi.
        #[arg(value_parser = named::<Variant>)]
        variant: Variant,
        /// The position (Fairy-Stockfish FEN); the start position if omitted.
        #[arg(long)]
        fen: Option<String>,
        /// dark-minixiangqi only: whose pseudo-legal moves (default: the side to move).
        #[arg(long)]
        side: Option<Color>,
    },
    /// A Dark Mini Xiangqi player's view: 7 lines of 7 characters, rank 7 first (a FEN
    /// letter for an own or identified piece, `.` visible empty, `?` marker, `#` fog).
    View {
        /// The true position (Mini Xiangqi FEN).
        #[arg(long)]
        fen: String,
        /// Whose view: red or black.
        #[arg(long, value_parser = named::<Color>)]
        side: Color,
    },
    /// Counts the legal move sequences of a given length (the count is the last line).
    Perft {
        /// minixiangqi, dark-minixiangqi, xiangqi or minishogi.
        #[arg(value_parser = named::<Variant>)]
        variant: Variant,
        /// Number of plies.
        depth: u32,
        /// The position (Fairy-Stockfish FEN); the start position if omitted.
        #[arg(long)]
        fen: Option<String>,
        /// Also print the count below each first move.
        #[arg(long)]
        divide: bool,
    },
    /// Draws a board picture (PNG).
    Render {
        /// minixiangqi, dark-minixiangqi, xiangqi or minishogi.
        #[arg(value_parser = named::<Variant>)]
        variant: Variant,
        /// The position (Fairy-Stockfish FEN); the start position if omitted.
        #[arg(long)]
        fen: Option<String>,
        /// The side at the bottom; in dark-minixiangqi, that player's fog view (without
        /// it, the true board).
        #[arg(long)]
        view: Option<Color>,
        /// A move (any notation) to play from the position and highlight.
        #[arg(long)]
        last: Option<String>,
        /// traditional (Chinese characters, kanji) or western (letters).
        #[arg(long, value_enum, default_value_t = StyleArg::Traditional)]
        style: StyleArg,
        /// The text above the board (default: variant and side to move; "" for none).
        #[arg(long)]
        caption: Option<String>,
        /// The language of the caption: en, zh-CN, zh-TW, vi or ja (default: English).
        #[arg(long, value_parser = parse_language)]
        lang: Option<crate::model::Language>,
        /// Where to write the PNG.
        #[arg(long)]
        out: PathBuf,
    },
    /// Draws a whole game as an animated GIF.
    Replay {
        /// minixiangqi, dark-minixiangqi, xiangqi or minishogi.
        #[arg(value_parser = named::<Variant>)]
        variant: Variant,
        /// The start position (Fairy-Stockfish FEN); the standard one if omitted.
        #[arg(long)]
        fen: Option<String>,
        /// The side at the bottom; in dark-minixiangqi, that player's fog views.
        #[arg(long)]
        view: Option<Color>,
        /// traditional or western.
        #[arg(long, value_enum, default_value_t = StyleArg::Traditional)]
        style: StyleArg,
        /// The language of the captions: en, zh-CN, zh-TW, vi or ja (default: English).
        #[arg(long, value_parser = parse_language)]
        lang: Option<crate::model::Language>,
        /// Where to write the GIF.
        #[arg(long)]
        out: PathBuf,
        /// The moves, in any accepted notation.
        moves: Vec<String>,
    },
    /// A terminal chat where you play as several users: `NAME [#place]: /command ...` per
    /// line, Palace answering as it would in Discord (no token needed).
    Play {
        /// Where games, settings and pictures are kept.
        #[arg(long, default_value = "palace-data")]
        data: PathBuf,
        /// Play on the store of this config file (its data directory and its [store],
        /// e.g. PostgreSQL) instead of --data.
        #[arg(long, conflicts_with = "data")]
        config: Option<PathBuf>,
        /// Run the lines of this file unattended (else read standard input).
        #[arg(long)]
        script: Option<PathBuf>,
        /// Print one JSON object per message: to, user, place, text, picture, error.
        #[arg(long)]
        json: bool,
        /// The language to play in: en, zh-CN, zh-TW, vi or ja (default: English).
        #[arg(long, value_parser = parse_language)]
        lang: Option<crate::model::Language>,
        /// Where to serve each game's page (ADDRESS:PORT), or `off`. Default: 127.0.0.1:8080
        /// when playing at a terminal; no pages with --script or --json unless asked.
        #[arg(long, value_parser = parse_web)]
        web: Option<Web>,
    },
    /// Runs the Discord bot. The token comes only from the environment (DISCORD_TOKEN);
    /// the settings from the config file (see config.example.toml), else defaults.
    Serve {
        /// The config file (TOML).
        #[arg(long)]
        config: Option<PathBuf>,
        /// The Discord shards this process runs, FIRST..END/TOTAL (END not included):
        /// `0..2/4` runs shards 0 and 1 of 4. Several processes need a shared PostgreSQL
        /// store. Overrides [discord] shards of the config.
        #[arg(long)]
        shards: Option<crate::config::Shards>,
    },
    /// Writes the whole store (sled or PostgreSQL, as the config says) to a new file as
    /// portable text: for backups, and to move a store between backends.
    Backup {
        /// The bot's config file (default: sled in ./palace-data).
        #[arg(long)]
        config: Option<PathBuf>,
        /// The file to write (must not exist yet).
        #[arg(long)]
        out: PathBuf,
    },
    /// Reads a file written by `palace backup` into the configured store, which must be
    /// empty. All or nothing.
    Restore {
        /// The backup file.
        file: PathBuf,
        /// The bot's config file (default: sled in ./palace-data).
        #[arg(long)]
        config: Option<PathBuf>,
    },
    /// Runs Palace's engine as a UCI engine on standard input and output (for GUIs and
    /// match runners; `setoption name UCI_Variant value xiangqi` picks the game).
    Engine,
    /// Measures the service: `/move` latency with many games stored, and the store's
    /// open time and memory with many finished games (a benchmark, not a test).
    Bench {
        /// Running games in the store while moving.
        #[arg(long, default_value_t = 1000)]
        games: usize,
        /// Moves to time.
        #[arg(long, default_value_t = 3000)]
        moves: usize,
        /// Players moving at once (each on their own games).
        #[arg(long, default_value_t = 4)]
        threads: usize,
        /// Finished games for the open-time figure.
        #[arg(long, default_value_t = 100_000)]
        finished: usize,
        /// Where to build the stores (a fresh temporary directory if omitted).
        #[arg(long)]
        data: Option<PathBuf>,
        /// Internal: open this store and report time and memory.
        #[arg(long, hide = true)]
        open: Option<PathBuf>,
        /// Measure `/move` on this PostgreSQL database (which must be empty) instead of
        /// sled: `postgres://USER:PASSWORD@HOST:PORT/DATABASE`.
        #[arg(long)]
        postgres: Option<String>,
        /// With --postgres: bot processes sharing the database, each moving its own games
        /// with --threads streams.
        #[arg(long, default_value_t = 1, requires = "postgres")]
        processes: usize,
        /// Internal: one of the --processes, `INDEX/COUNT`.
        #[arg(long, hide = true)]
        worker: Option<String>,
        /// The players' language (en, zh-CN, zh-TW, vi or ja), as their Discord reports
        /// it with each move, to time the localised path: each player also reads moves in
        /// their language's notation (Chinese for zh-CN and zh-TW). Default: English.
        #[arg(long, value_parser = parse_language)]
        lang: Option<crate::model::Language>,
    },
    /// Plays moves and prints `ongoing`, `draw <reason>` or `<winner> wins <reason>`.
    Status {
        /// minixiangqi, dark-minixiangqi, xiangqi or minishogi.
        #[arg(value_parser = named::<Variant>)]
        variant: Variant,
        /// The position (Fairy-Stockfish FEN); the start position if omitted.
        #[arg(long)]
        fen: Option<String>,
        /// Moves in any accepted notation.
        moves: Vec<String>,
    },
}

/// A piece style on the command line.
#[derive(Copy, Clone, Debug, ValueEnum)]
enum StyleArg {
    /// Chinese characters and kanji.
    Traditional,
    /// Letters.
    Western,
}

impl From<StyleArg> for render::Style {
    fn from(s: StyleArg) -> render::Style {
        match s {
            StyleArg::Traditional => render::Style::Traditional,
            StyleArg::Western => render::Style::Western,
        }
    }
}

/// Reads the start position of a command.
fn position<P: Rules>(variant: Variant, fen: Option<&str>) -> Result<P, CliError> {
    let fen = fen.unwrap_or(variant.start_fen());
    P::from_fen(variant, fen).map_err(|e| CliError::Fen(crate::voice::start_error(&e.into())))
}

/// Runs `f` with the rules type of `variant`.
macro_rules! dispatch {
    ($variant:expr, $f:ident ( $($arg:expr),* )) => {
        match $variant {
            Variant::MiniXiangqi | Variant::Xiangqi => {
                $f::<rules::xiangqi::Position>($($arg),*)
            }
            Variant::MiniShogi => $f::<rules::shogi::Position>($($arg),*),
            Variant::DarkMiniXiangqi => $f::<rules::dark::Position>($($arg),*),
        }
    };
}

/// Runs a parsed command line and returns what to print.
pub fn run(cli: Cli) -> Result<String, CliError> {
    match cli.command {
        Command::Moves { variant, fen, side } => match (variant, side) {
            (Variant::DarkMiniXiangqi, Some(side)) => {
                let pos = position::<rules::dark::Position>(variant, fen.as_deref())?;
                Ok(moves::dark_list(&pos, side))
            }
            (_, Some(_)) => Err(CliError::Usage(
                "--side applies only to dark-minixiangqi".to_owned(),
            )),
            (_, None) => dispatch!(variant, run_moves(variant, fen.as_deref())),
        },
        Command::View { fen, side } => {
            let pos = position::<rules::dark::Position>(Variant::DarkMiniXiangqi, Some(&fen))?;
            Ok(rules::dark::View::of(&pos, side).to_string())
        }
        Command::Perft {
            variant,
            depth,
            fen,
            divide,
        } => dispatch!(variant, run_perft(variant, depth, fen.as_deref(), divide)),
        Command::Render {
            variant,
            fen,
            view,
            last,
            style,
            caption,
            lang,
            out,
        } => {
            // No --caption: the default one; an empty one: none.
            let caption = caption.map(|c| Some(c.trim().to_owned()).filter(|c| !c.is_empty()));
            dispatch!(
                variant,
                run_render(
                    variant,
                    fen.as_deref(),
                    last.as_deref(),
                    view,
                    style.into(),
                    caption,
                    reader_of(lang),
                    &out
                )
            )
        }
        Command::Replay {
            variant,
            fen,
            view,
            style,
            lang,
            out,
            moves,
        } => dispatch!(
            variant,
            run_replay(
                variant,
                fen.as_deref(),
                &moves,
                view,
                (style.into(), reader_of(lang)),
                &out
            )
        ),
        Command::Status {
            variant,
            fen,
            moves,
        } => dispatch!(variant, run_status(variant, fen.as_deref(), &moves)),
        Command::Bench {
            games,
            moves,
            threads,
            finished,
            data,
            open,
            postgres,
            processes,
            worker,
            lang,
        } => match (open, postgres) {
            (Some(dir), _) => bench::open(&dir),
            (None, Some(url)) => {
                if games == 0 || moves == 0 || threads == 0 || processes == 0 {
                    return Err(CliError::Usage(
                        "--games, --moves, --threads and --processes must be at least 1".into(),
                    ));
                }
                match worker.as_deref().and_then(|w| w.split_once('/')) {
                    Some((i, n)) => {
                        let (i, n) = (i.parse().unwrap_or(0), n.parse().unwrap_or(1));
                        bench_pg::worker(&url, i, n, moves, threads)
                    }
                    None => bench_pg::run(&url, processes, games, moves, threads),
                }
            }
            (None, None) => {
                if games == 0 || moves == 0 || threads == 0 {
                    return Err(CliError::Usage(
                        "--games, --moves and --threads must be at least 1".into(),
                    ));
                }
                let dir = data.unwrap_or_else(|| {
                    std::env::temp_dir().join(format!("palace-bench-{}", std::process::id()))
                });
                if dir.exists() {
                    return Err(CliError::Usage(format!(
                        "{} exists already: give a new directory",
                        dir.display()
                    )));
                }
                let report = bench::run(&dir, games, moves, threads, finished, lang);
                let _ = std::fs::remove_dir_all(&dir);
                report
            }
        },
        Command::Play {
            data,
            config,
            script,
            json,
            lang,
            web,
        } => {
            let (data, store) = match config {
                Some(path) => {
                    let c = backup::config(Some(&path))?;
                    let store = c.store();
                    (c.data_dir, store)
                }
                None => {
                    let store = crate::store::StoreConfig::Sled(data.join("store"));
                    (data, store)
                }
            };
            crate::owner_only::create_dir_all(&data)
                .map_err(|e| CliError::Io(format!("cannot create {}: {e}", data.display())))?;
            let at_terminal =
                script.is_none() && !json && std::io::IsTerminal::is_terminal(&std::io::stdin());
            let (web, web_optional) = match web {
                Some(Web::Off) => (None, false),
                Some(Web::At(listen)) => (Some(listen), false),
                None if at_terminal => (Some(crate::web::WebConfig::default().listen), true),
                None => (None, false),
            };
            crate::play::run(crate::play::PlayOptions {
                data,
                store,
                script,
                json,
                lang,
                web: web.map(|listen| crate::web::WebConfig {
                    listen,
                    ..crate::web::WebConfig::default()
                }),
                web_optional,
            })?;
            Ok(String::new())
        }
        Command::Serve { config, shards } => {
            serve(config.as_deref(), shards)?;
            Ok(String::new())
        }
        Command::Backup { config, out } => backup::run_backup(config.as_deref(), &out),
        Command::Restore { file, config } => backup::run_restore(config.as_deref(), &file),
        Command::Engine => {
            engine::uci::run(std::io::stdin().lock(), std::io::stdout())
                .map_err(|e| CliError::Io(format!("UCI: {e}")))?;
            Ok(String::new())
        }
    }
}

/// `palace serve`: reads the config and the token, starts logging and the bot.
fn serve(
    config_path: Option<&std::path::Path>,
    shards: Option<crate::config::Shards>,
) -> Result<(), CliError> {
    let mut config = backup::config(config_path)?;
    if shards.is_some() {
        config.shards = shards;
    }
    let token = std::env::var("DISCORD_TOKEN")
        .ok()
        .map(|t| t.trim().to_owned())
        .filter(|t| !t.is_empty())
        .ok_or_else(|| {
            CliError::Usage(
                "set DISCORD_TOKEN to the bot token from the Discord developer portal (Bot → Reset Token); \
                 to try Palace without Discord, run `palace play`"
                    .to_owned(),
            )
        })?;
    let filter = std::env::var("RUST_LOG")
        .ok()
        .and_then(|f| crate::config::log_filter(&f).ok())
        .or_else(|| crate::config::log_filter(&config.log).ok())
        .unwrap_or_else(|| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
    // The simulated clock is `palace play`'s: this bot keeps the real time (unless a
    // test turns its switch on, which is logged).
    crate::time_file::serving();
    crate::owner_only::create_dir_all(&config.data_dir)
        .map_err(|e| CliError::Io(format!("cannot create {}: {e}", config.data_dir.display())))?;
    for warning in exposure::warnings(config_path, &config, &token) {
        tracing::warn!("{warning}");
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| CliError::Io(format!("cannot start the runtime: {e}")))?;
    runtime
        .block_on(crate::discord::serve(config, token))
        .map_err(CliError::Usage)
}

fn run_moves<P: Rules>(variant: Variant, fen: Option<&str>) -> Result<String, CliError> {
    Ok(moves::list(&position::<P>(variant, fen)?))
}

fn run_perft<P: Rules>(
    variant: Variant,
    depth: u32,
    fen: Option<&str>,
    divide: bool,
) -> Result<String, CliError> {
    Ok(perft::report(&position::<P>(variant, fen)?, depth, divide))
}

fn run_status<P: Rules>(
    variant: Variant,
    fen: Option<&str>,
    moves: &[String],
) -> Result<String, CliError> {
    status::play(position::<P>(variant, fen)?, moves)
}

#[allow(clippy::too_many_arguments)]
fn run_render<P: picture::Drawable>(
    variant: Variant,
    fen: Option<&str>,
    last: Option<&str>,
    view: Option<Color>,
    style: render::Style,
    caption: Option<Option<String>>,
    reader: Reader,
    out: &std::path::Path,
) -> Result<String, CliError> {
    let start = position::<P>(variant, fen)?;
    picture::render_png(start, last, view, style, (caption, reader), out)
}

fn run_replay<P: picture::Drawable>(
    variant: Variant,
    fen: Option<&str>,
    moves: &[String],
    view: Option<Color>,
    (style, reader): (render::Style, Reader),
    out: &std::path::Path,
) -> Result<String, CliError> {
    picture::render_gif(
        position::<P>(variant, fen)?,
        moves,
        view,
        (style, reader),
        out,
    )
}

/// The reader of `--lang`: that language (English without it), moves as Palace writes them.
fn reader_of(lang: Option<crate::model::Language>) -> Reader {
    Reader::of(lang.unwrap_or_default())
}

/// `--web`: where `palace play` serves the pages, or not at all.
#[derive(Clone, Debug)]
enum Web {
    Off,
    At(std::net::SocketAddr),
}

/// `--web`: `off`, or an address and port.
fn parse_web(text: &str) -> Result<Web, String> {
    if text == "off" {
        return Ok(Web::Off);
    }
    text.parse()
        .map(Web::At)
        .map_err(|_| format!("'{text}' is not an address and port (like 127.0.0.1:8080) nor 'off'"))
}

/// `--lang`: a language tag Palace speaks.
fn parse_language(tag: &str) -> Result<crate::model::Language, String> {
    crate::model::Language::from_locale(tag).ok_or_else(|| {
        format!("unknown language '{tag}' (expected one of: en, zh-CN, zh-TW, vi, ja)")
    })
}
