//! One service test world for every service test file: a service on a fresh store (sled or
//! PostgreSQL), an injected clock, and chat lines typed as in `palace play`.

use palace::model::{GameDoc, PlayerDoc, Time, UserId};
use palace::play::line::{Line, parse};
use palace::service::command::Command;
use palace::service::message::Audience;
use palace::service::{Config, Service};
use palace::store::{Batch, PgStore, Put, SledStore, Store};
use palace::voice::{Spoken, speak_all};
use rules::AnyGame;

use super::stores::{Backend, fresh};

/// A service on a fresh store, a clock, and a way to type chat lines.
pub struct World {
    /// The service.
    pub service: Service<Box<dyn Store>>,
    /// The time commands are given at.
    pub now: Time,
    /// Checked on every message the service returns (e.g. nothing addressed to the engine).
    check: Option<fn(&Spoken)>,
    _dir: Option<tempfile::TempDir>,
    /// The PostgreSQL database, to open again on a restart.
    url: Option<String>,
}

impl World {
    /// A service on a fresh store of `backend`, at a fixed time.
    pub fn new(backend: Backend) -> World {
        World::configured(backend, Config::default())
    }

    /// [`World::new`] with the service's settings `config` (kept across restarts).
    pub fn configured(backend: Backend, config: Config) -> World {
        let fresh = fresh(backend);
        World {
            service: Service::new(fresh.store, config, palace::voice::pictures()),
            now: 1_800_000_000,
            check: None,
            _dir: fresh._dir,
            url: fresh.url,
        }
    }

    /// A service on `store` (e.g. a wrapper that watches the store), at a fixed time.
    pub fn on(store: Box<dyn Store>) -> World {
        World {
            service: Service::new(store, Config::default(), palace::voice::pictures()),
            now: 1_800_000_000,
            check: None,
            _dir: None,
            url: None,
        }
    }

    /// The same world, checking every message with `check`.
    pub fn checking(mut self, check: fn(&Spoken)) -> World {
        self.check = Some(check);
        self
    }

    /// Stops the service and starts a new one on the same store, as a restart of the bot
    /// does: everything it knows afterwards comes from the store.
    ///
    /// # Panics
    /// For a world made [`World::on`] a store of its own, which cannot be opened again.
    pub fn restart(&mut self) {
        // sled's directory is locked while open: the old service goes first.
        let stand_in = tempfile::tempdir().unwrap();
        let config = self.service.config().clone();
        let old = std::mem::replace(
            &mut self.service,
            Service::new(
                Box::new(SledStore::open(stand_in.path()).unwrap()),
                Config::default(),
                palace::voice::pictures(),
            ),
        );
        drop(old);
        let store: Box<dyn Store> = match (&self._dir, &self.url) {
            (Some(dir), _) => Box::new(reopen_sled(dir.path())),
            (None, Some(url)) => Box::new(PgStore::open(url).unwrap()),
            (None, None) => panic!("a world on a store of its own cannot restart"),
        };
        self.service = Service::new(store, config, palace::voice::pictures());
    }

    /// A second service on the same PostgreSQL database, as another process of the bot
    /// would be (`None` on sled, which one process holds).
    pub fn another_process(&self) -> Option<Service<Box<dyn Store>>> {
        let url = self.url.as_ref()?;
        Some(Service::new(
            Box::new(PgStore::open(url).unwrap()),
            self.service.config().clone(),
            palace::voice::pictures(),
        ))
    }

    /// Runs one command at the current time; its messages with their words.
    pub fn run(&self, cmd: &Command) -> Vec<Spoken> {
        let out = speak_all(self.service.handle(cmd, self.now));
        if let Some(check) = self.check {
            out.iter().for_each(check);
        }
        out
    }

    /// Runs one chat line (`alice: /move C2=5`) at the current time.
    pub fn say(&self, line: &str) -> Vec<Spoken> {
        match parse(line).unwrap() {
            Line::Command(c) => self.run(&c),
            other => panic!("{line}: {other:?}"),
        }
    }

    /// A chat message typed as `how`: `line` is `NAME [#place]: TEXT` (`alice: C2=5`),
    /// `change` makes it come from elsewhere (a DM: no server).
    pub fn typed_with(
        &self,
        line: &str,
        how: palace::service::typed::Typing,
        change: impl FnOnce(&mut Command),
    ) -> Vec<Spoken> {
        let (who, text) = line.split_once(':').unwrap();
        let mut by = match parse(&format!("{who}: /move")).unwrap() {
            Line::Command(c) => c,
            other => panic!("{line}: {other:?}"),
        };
        by.options.clear();
        change(&mut by);
        let out = speak_all(self.service.typed(&by, text.trim(), how, self.now));
        if let Some(check) = self.check {
            out.iter().for_each(check);
        }
        out
    }

    /// A chat message typed as `how` where `line` says (`alice #lobby: @Palace C2=5` is
    /// `alice #lobby: C2=5` mentioning Palace).
    pub fn typed(&self, line: &str, how: palace::service::typed::Typing) -> Vec<Spoken> {
        self.typed_with(line, how, |_| {})
    }

    /// Runs a line that must succeed, from a Discord reporting `locale`; returns its
    /// messages.
    pub fn ok_in(&self, locale: &str, line: &str) -> Vec<Spoken> {
        let mut cmd = match parse(line).unwrap() {
            Line::Command(c) => c,
            other => panic!("{line}: {other:?}"),
        };
        cmd.locale = palace::model::Language::from_locale(locale);
        let out = self.run(&cmd);
        assert!(out.iter().all(|m| !m.error), "{line}: {out:#?}");
        out
    }

    /// Runs a line with `change` made to its command first (what Discord reports with it:
    /// the server's locale, the author's permissions); returns its messages.
    pub fn say_with(&self, line: &str, change: impl FnOnce(&mut Command)) -> Vec<Spoken> {
        let mut cmd = match parse(line).unwrap() {
            Line::Command(c) => c,
            other => panic!("{line}: {other:?}"),
        };
        change(&mut cmd);
        self.run(&cmd)
    }

    /// Runs a line that must succeed; returns its messages.
    pub fn ok(&self, line: &str) -> Vec<Spoken> {
        let out = self.say(line);
        assert!(out.iter().all(|m| !m.error), "{line}: {out:#?}");
        out
    }

    /// Runs a line that must be refused: one private refusal to its author; its text.
    pub fn refused(&self, line: &str) -> String {
        let out = self.say(line);
        assert_eq!(out.len(), 1, "{line}: {out:#?}");
        assert!(out[0].error, "{line}: {out:#?}");
        let who = line.split([' ', ':']).next().unwrap();
        assert_eq!(out[0].audience, Audience::Reply(UserId(who.to_owned())));
        out[0].text.clone()
    }

    /// Moves the clock on by `seconds` and lets it tick.
    pub fn wait(&mut self, seconds: Time) -> Vec<Spoken> {
        self.now += seconds;
        self.tick_at(self.now)
    }

    /// Lets the clock tick at `now` (the world's own time unchanged); what it says.
    pub fn tick_at(&self, now: Time) -> Vec<Spoken> {
        speak_all(self.service.tick(now))
    }

    /// Makes game `id`'s review at the current time, if it is due; what it says.
    pub fn review(&self, id: u64) -> Vec<Spoken> {
        speak_all(self.service.review(id, self.now))
    }

    /// Game `id` as stored.
    pub fn game(&self, id: u64) -> GameDoc {
        self.service.store().game(id).unwrap().unwrap().doc
    }

    /// Writes game `id` as stored with `change` made to it, past the service (as an
    /// earlier version of the bot, a crash or a damaged disk may have left it).
    pub fn overwrite_game(&self, id: u64, change: impl FnOnce(&mut GameDoc)) {
        let store = self.service.store();
        let stored = store.game(id).unwrap().unwrap();
        let mut doc = stored.doc.clone();
        change(&mut doc);
        store
            .commit(Batch {
                games: vec![Put {
                    expected: Some(stored.version),
                    doc,
                }],
                ..Batch::default()
            })
            .unwrap();
    }

    /// Game `id` as stored and as the rules rebuild it.
    pub fn rebuilt(&self, id: u64) -> (GameDoc, AnyGame) {
        let doc = self.game(id);
        let game = doc.rebuild().unwrap();
        (doc, game)
    }

    /// Player `id` as stored.
    pub fn player(&self, id: &str) -> PlayerDoc {
        self.service
            .store()
            .player(&UserId(id.to_owned()))
            .unwrap()
            .unwrap()
            .doc
    }

    /// Starts a game of `variant` between alice (red) and bob; returns its id.
    pub fn start(&self, variant: &str, extra: &str) -> u64 {
        self.ok(&format!(
            "alice: /challenge @bob {variant} side:first {extra}"
        ));
        super::game_number(&self.ok("bob: /accept")[0].text)
    }
}

/// The sled store in `dir` opened again after the service that held it was dropped: sled
/// lets go of its lock file when its flusher thread has stopped, which on a loaded machine
/// (the whole suite at once) can come a moment after the drop.
fn reopen_sled(dir: &std::path::Path) -> SledStore {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    loop {
        match SledStore::open(dir) {
            Err(palace::store::StoreError::Locked(_)) if std::time::Instant::now() < deadline => {
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            opened => return opened.unwrap(),
        }
    }
}
