//! `palace play`: a terminal chat in which you act as several players, with Palace
//! running on its embedded store — no Discord token needed. Each line is
//! `NAME [#place]: /command ...`; every answer is printed with its audience, each
//! picture is written under the data directory and shown as a text board.

pub mod line;

use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};

use crate::model::Time;
use crate::service::message::{Audience, Event, Message};
use crate::service::said::{FrontSaid, LineError, Said};
use crate::service::{Config, Service};
use crate::store::StoreConfig;
use crate::time_file::{TimeFile, system_time};
use crate::voice::{Spoken, speak, speak_all};
use line::Line;

/// Why `palace play` stopped.
#[derive(Debug)]
pub enum PlayError {
    /// The store or the clock could not be set up (a bad configuration or data directory).
    Setup(String),
    /// Reading the script or input, or writing a picture, failed.
    Io(String),
}

impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayError::Setup(e) | PlayError::Io(e) => f.write_str(e),
        }
    }
}

impl std::error::Error for PlayError {}

/// How `palace play` runs.
pub struct PlayOptions {
    /// The data directory (clock, pictures; the sled store by default).
    pub data: PathBuf,
    /// The store.
    pub store: StoreConfig,
    /// Lines to run unattended (else standard input).
    pub script: Option<PathBuf>,
    /// One JSON object per message.
    pub json: bool,
    /// The language of the session: every command comes with it as its author's locale
    /// and its server's, so replies and public messages are in it unless a player or the
    /// server (`/settings for:server`) chose another; none: English.
    pub lang: Option<crate::model::Language>,
    /// Where to serve the games' pages (none: no pages).
    pub web: Option<crate::web::WebConfig>,
    /// Whether the session goes on without pages when their address cannot be taken (the
    /// default address at a terminal), saying so; else it stops (an address asked for).
    pub web_optional: bool,
}

/// `palace play`'s time: real time plus what `/wait` added, kept in the data directory so
/// a game goes on where it was when `palace play` runs again.
struct PlayTime {
    file: TimeFile,
    offset: Time,
    /// The offset as the pages read it (they run on their own threads).
    shared: std::sync::Arc<std::sync::atomic::AtomicI64>,
}

impl PlayTime {
    fn open(data: &Path) -> Result<PlayTime, PlayError> {
        let file = TimeFile::in_dir(data);
        let offset = file.offset().map_err(PlayError::Setup)?;
        Ok(PlayTime {
            file,
            offset,
            shared: std::sync::Arc::new(std::sync::atomic::AtomicI64::new(offset)),
        })
    }

    fn now(&self) -> Time {
        system_time() + self.offset
    }

    fn advance(&mut self, seconds: Time) -> Result<(), PlayError> {
        self.offset = self
            .file
            .advance(self.offset, seconds)
            .map_err(PlayError::Io)?;
        self.shared
            .store(self.offset, std::sync::atomic::Ordering::Relaxed);
        Ok(())
    }

    /// The time as the pages read it.
    fn reader(&self) -> std::sync::Arc<dyn Fn() -> Time + Send + Sync> {
        let shared = self.shared.clone();
        std::sync::Arc::new(move || {
            system_time() + shared.load(std::sync::atomic::Ordering::Relaxed)
        })
    }
}

/// Runs `palace play`.
pub fn run(opts: PlayOptions) -> Result<(), PlayError> {
    // What this front end says of its own is in the session's language; the service's
    // messages are each in their reader's (the session's language comes with every
    // command as the author's and the server's locale, as Discord's would).
    let session = crate::service::message::Reader::of(opts.lang.unwrap_or_default());
    std::fs::create_dir_all(&opts.data)
        .map_err(|e| PlayError::Io(format!("cannot create {}: {e}", opts.data.display())))?;
    let store = crate::store::open(&opts.store).map_err(|e| PlayError::Setup(e.to_string()))?;
    // The pages' address first: without it, no game links to a page.
    let mut unserved = None;
    let bound = match &opts.web {
        Some(config) => match Pages::bind(config.clone()) {
            Ok(b) => Some(b),
            Err(why) if opts.web_optional => {
                unserved = Some(FrontSaid::PagesNotServed {
                    address: config.listen.to_string(),
                    why,
                });
                None
            }
            Err(why) => {
                return Err(PlayError::Setup(format!(
                    "cannot serve the pages on {}: {why}",
                    config.listen
                )));
            }
        },
        None => None,
    };
    let config = Config {
        pages: bound.as_ref().map(|b| b.config.base()),
        // Private links live as long as the session unless PALACE_WEB_KEY keeps them.
        page_key: bound.as_ref().map(|_| crate::web::key_from_env().0),
        ..Config::default()
    };
    let service = std::sync::Arc::new(Service::new(store, config, crate::voice::pictures()));
    let mut clock = PlayTime::open(&opts.data)?;
    // The pages, served on their own threads while the session runs.
    let web = bound.map(|b| b.serve(service.clone(), clock.reader()));
    let pictures = opts.data.join("pictures");
    let input: Box<dyn BufRead> = match &opts.script {
        Some(path) => Box::new(std::io::BufReader::new(
            std::fs::File::open(path)
                .map_err(|e| PlayError::Io(format!("cannot read {}: {e}", path.display())))?,
        )),
        None => Box::new(std::io::stdin().lock()),
    };
    let interactive = opts.script.is_none() && std::io::stdin().is_terminal() && !opts.json;
    let mut out = std::io::stdout().lock();
    let mut printer = Printer {
        json: opts.json,
        pictures,
    };
    if interactive {
        let intro = crate::voice::reader::as_read_by(session, || {
            crate::voice::words(&FrontSaid::PlayIntro.into())
        });
        let _ = writeln!(out, "{intro}");
    }
    if let Some(note) = unserved {
        let note = crate::voice::reader::as_read_by(session, || crate::voice::words(&note.into()));
        let _ = writeln!(out, "{note}");
    }
    // Whatever fell due while nobody was playing goes out first, with the reviews of
    // games that ended before they were made.
    printer.print_all(&mut out, &speak_all(service.tick(clock.now())), None)?;
    for id in service.reviews_waiting() {
        printer.print_all(&mut out, &speak_all(service.review(id, clock.now())), None)?;
    }
    for text in input.lines() {
        let text = text.map_err(|e| PlayError::Io(format!("cannot read input: {e}")))?;
        match line::parse(&text) {
            Ok(Line::Nothing) => {}
            Ok(Line::Wait { user, seconds }) => {
                clock.advance(seconds)?;
                let messages = service.tick(clock.now());
                let mut summary = Message::reply(
                    &crate::model::UserId(user),
                    wait_summary(seconds, &messages),
                );
                summary.reader = session;
                printer.print_all(&mut out, &[speak(summary)], None)?;
                printer.print_all(&mut out, &speak_all(messages.clone()), None)?;
                let reviews = reviews(&service, &messages, clock.now());
                printer.print_all(&mut out, &speak_all(reviews), None)?;
            }
            Ok(Line::Command(mut cmd)) => {
                cmd.locale = opts.lang;
                cmd.server_locale = opts.lang;
                let now = clock.now();
                printer.print_all(&mut out, &speak_all(service.tick(now)), None)?;
                let messages = service.handle(&cmd, now);
                let mut spoken = speak_all(messages.clone());
                if cmd.name == crate::service::request::Verb::Help.name() {
                    // The one command of this front end alone.
                    let wait = crate::voice::reader::as_read_by(session, || {
                        crate::voice::words(&FrontSaid::WaitHelp.into())
                    });
                    for m in spoken.iter_mut().filter(|m| !m.error) {
                        m.text.push('\n');
                        m.text.push_str(&wait);
                    }
                }
                printer.print_all(&mut out, &spoken, Some(&cmd.place.0))?;
                if let Some(web) = &web {
                    let notes = web.addresses(&service, &messages, &cmd.user.id, session);
                    printer.print_all(&mut out, &notes, None)?;
                }
                printer.print_all(
                    &mut out,
                    &speak_all(reviews(&service, &messages, now)),
                    None,
                )?;
            }
            Ok(Line::Typed { mut by, text }) => {
                by.locale = opts.lang;
                by.server_locale = opts.lang;
                let now = clock.now();
                printer.print_all(&mut out, &speak_all(service.tick(now)), None)?;
                let how = crate::service::typed::Typing::Mentioned;
                let messages = service.typed(&by, &text, how, now);
                printer.print_all(&mut out, &speak_all(messages.clone()), Some(&by.place.0))?;
                let reviews = reviews(&service, &messages, now);
                printer.print_all(&mut out, &speak_all(reviews), None)?;
            }
            Err(e) => match line::author(&text) {
                Some(who) => {
                    let mut message =
                        Message::reply(&crate::model::UserId(who.to_owned()), FrontSaid::Line(e));
                    message.error = true;
                    message.reader = session;
                    printer.print_all(&mut out, &[speak(message)], None)?;
                }
                // Nobody to answer: the line itself is what is wrong.
                None => {
                    crate::voice::reader::as_read_by(session, || printer.unreadable(&mut out, &e))
                }
            },
        }
        let _ = out.flush();
    }
    Ok(())
}

/// The games' pages' address, taken, and the runtime that will serve them.
struct Bound {
    config: crate::web::WebConfig,
    runtime: tokio::runtime::Runtime,
    listener: tokio::net::TcpListener,
}

/// The games' pages, served on a runtime of their own beside the terminal's loop.
struct Pages {
    config: crate::web::WebConfig,
    /// Keeps the runtime (and so the server) alive while the session runs.
    _runtime: tokio::runtime::Runtime,
}

impl Pages {
    /// Takes the pages' address (`config.listen`), or says why it cannot.
    fn bind(config: crate::web::WebConfig) -> Result<Bound, String> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .map_err(|e| format!("cannot start the pages' runtime: {e}"))?;
        let listener = runtime
            .block_on(crate::web::bind(&config))
            .map_err(|e| e.to_string())?;
        Ok(Bound {
            config,
            runtime,
            listener,
        })
    }
}

impl Bound {
    /// Serves the pages of `service`'s games on the address taken.
    fn serve<S: crate::store::Store + 'static>(
        self,
        service: std::sync::Arc<Service<S>>,
        now: std::sync::Arc<dyn Fn() -> Time + Send + Sync>,
    ) -> Pages {
        let Bound {
            config,
            runtime,
            listener,
        } = self;
        let served = config.clone();
        runtime.spawn(async move {
            let never = std::future::pending::<()>();
            if let Err(e) = crate::web::serve(service, now, served, listener, never).await {
                tracing::error!(error = %e, "the pages stopped");
            }
        });
        Pages {
            config,
            _runtime: runtime,
        }
    }
}

impl Pages {
    /// A note to `to` of the page of each game that `messages` say began.
    fn addresses<S: crate::store::Store>(
        &self,
        service: &Service<S>,
        messages: &[Message],
        to: &crate::model::UserId,
        session: crate::service::message::Reader,
    ) -> Vec<Spoken> {
        messages
            .iter()
            .filter_map(|m| match &m.event {
                Some(Event::GameStarted { game, .. }) => Some(*game),
                _ => None,
            })
            .filter_map(|id| {
                let slug = service.store().game(id).ok()??.doc.slug?;
                let mut note = Message::reply(
                    to,
                    FrontSaid::PageAt {
                        game: id,
                        url: self.config.game_url(&slug),
                    },
                );
                note.reader = session;
                Some(speak(note))
            })
            .collect()
    }
}

/// The reviews of the games that `messages` say ended, made at once (Discord's front end
/// makes them on its heavy lane and posts them when ready).
fn reviews<S: crate::store::Store>(
    service: &Service<S>,
    messages: &[Message],
    now: Time,
) -> Vec<Message> {
    crate::service::ended_games(messages)
        .into_iter()
        .flat_map(|id| service.review(id, now))
        .collect()
}

/// What a `/wait` did: how far the clock moved, the reminders it sent, the games that
/// timed out and the challenges that expired.
fn wait_summary(seconds: i64, messages: &[Message]) -> Said {
    let events = |f: fn(&Event) -> bool| {
        messages
            .iter()
            .filter(|m| m.event.as_ref().is_some_and(f))
            .count()
    };
    Said::ClockMoved {
        seconds,
        reminders: events(|e| matches!(e, Event::Reminded { .. })),
        timeouts: events(|e| matches!(e, Event::TimedOut { .. })),
        expired: events(|e| matches!(e, Event::ChallengeClosed { .. })),
    }
}

/// Prints messages, as text or JSON, writing their pictures to files.
struct Printer {
    json: bool,
    pictures: PathBuf,
}

impl Printer {
    /// A line that names nobody: how lines are written.
    fn unreadable(&self, out: &mut impl Write, error: &LineError) {
        let text = crate::voice::words(&FrontSaid::Line(error.clone()).into());
        let _ = if self.json {
            let value = serde_json::json!({
                "to": "nobody",
                "user": null,
                "place": null,
                "text": text,
                "picture": null,
                "pictures": [],
                "error": true,
            });
            writeln!(out, "{value}")
        } else {
            writeln!(out, "[refused] {text}")
        };
    }

    /// A file for a picture named `name` that no earlier picture took: the first
    /// `game-3-ply-4.png` is that, later ones `game-3-ply-4-2.png`, `-3`, and so on.
    fn free_path(&self, name: &str) -> PathBuf {
        let (stem, ext) = name.rsplit_once('.').unwrap_or((name, ""));
        (1..)
            .map(|n| match n {
                1 => self.pictures.join(name),
                n => self.pictures.join(format!("{stem}-{n}.{ext}")),
            })
            .find(|p| !p.exists())
            .expect("some number is free")
    }

    fn print_all(
        &mut self,
        out: &mut impl Write,
        messages: &[Spoken],
        place: Option<&str>,
    ) -> Result<(), PlayError> {
        for m in messages {
            let mut paths = Vec::new();
            for p in m.pictures() {
                std::fs::create_dir_all(&self.pictures).map_err(|e| {
                    PlayError::Io(format!("cannot create {}: {e}", self.pictures.display()))
                })?;
                let path = self.free_path(&p.file_name);
                std::fs::write(&path, &p.bytes)
                    .map_err(|e| PlayError::Io(format!("cannot write {}: {e}", path.display())))?;
                paths.push(path);
            }
            let (to, user, where_) = match &m.audience {
                Audience::Public(p) => ("public", None, Some(p.0.clone())),
                Audience::Dm(u) => ("dm", Some(u.0.clone()), None),
                Audience::Reply(u) => ("reply", Some(u.0.clone()), place.map(str::to_owned)),
            };
            if self.json {
                let value = serde_json::json!({
                    "to": to,
                    "user": user,
                    "place": where_,
                    "text": m.text,
                    "picture": paths.first().map(|p| p.display().to_string()),
                    "pictures": paths.iter().map(|p| p.display().to_string()).collect::<Vec<_>>(),
                    "error": m.error,
                });
                let _ = writeln!(out, "{value}");
                continue;
            }
            let head = match (&m.audience, m.error) {
                (Audience::Public(p), _) => format!("[{p}]"),
                (Audience::Dm(u), _) => format!("[DM to {u}]"),
                (Audience::Reply(u), false) => format!("[to {u} only]"),
                (Audience::Reply(u), true) => format!("[to {u} only · refused]"),
            };
            let _ = writeln!(out, "{head} {}", m.text);
            // A private message's link (a dark player's own view); a public one's page is
            // said once, as its game begins.
            if let (Some(page), Audience::Dm(_) | Audience::Reply(_)) = (&m.page, &m.audience) {
                let _ = writeln!(out, "  {}: {}", page.label, page.url);
            }
            for (p, path) in m.pictures().zip(&paths) {
                let _ = writeln!(out, "  picture: {}", path.display());
                for row in p.text_board.lines() {
                    let _ = writeln!(out, "  {row}");
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Place, UserId};
    use crate::service::said::GameSaid;

    #[test]
    fn a_wait_says_what_the_clock_did() {
        let place = Place("#x".into());
        let reminder = Message::public(
            &place,
            None,
            GameSaid::Reminder {
                game: 1,
                name: "bob".into(),
                left: 3600,
            },
        )
        .with_event(Event::Reminded { game: 1 });
        let timeout = Message::public(
            &place,
            None,
            GameSaid::TimedOut {
                game: 2,
                name: "bob".into(),
            },
        )
        .with_event(Event::TimedOut { game: 2 });
        let note = Message::dm(&UserId("a".into()), FrontSaid::WentWrong);
        let said = |s: Said| crate::voice::words(&s);
        assert_eq!(
            said(wait_summary(2 * 86_400, &[reminder.clone(), note])),
            "the clock moved 2 days: 1 reminder sent, no game timed out"
        );
        assert_eq!(
            said(wait_summary(
                5 * 3600 + 1800,
                &[reminder.clone(), reminder, timeout]
            )),
            "the clock moved 5 hours 30 minutes: 2 reminders sent, 1 game timed out"
        );
        assert_eq!(
            said(wait_summary(86_400 + 60, &[])),
            "the clock moved 1 day 1 minute: no reminder sent, no game timed out"
        );
    }
}
