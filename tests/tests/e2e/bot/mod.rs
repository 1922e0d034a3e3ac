//! The real Palace bot (`palace::discord::serve_until`, in this process) against the fake
//! Discord, with three players and a lobby: acting as a player, finding what the bot
//! posted, clicking its buttons, decoding its pictures.
#![allow(dead_code)] // each test file uses a part

use std::time::Duration;

use fake_discord::{FakeDiscord, FakeUser, InteractionId, Mark, Place, Posted};
use palace::config::{ApiAddress, ServeConfig};
use palace::discord::serve_until;
use serde_json::Value;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

/// How long any one answer may take (generous: the machine may be busy with other tests).
pub const T: Duration = Duration::from_secs(20);

/// A running bot: how to stop it, and its task.
type Running = (oneshot::Sender<()>, JoinHandle<Result<(), String>>);

/// A fake Discord with Palace running against it.
pub struct World {
    /// The fake.
    pub fake: FakeDiscord,
    /// A text channel where threads may be made.
    pub lobby: u64,
    /// Three players.
    pub alice: FakeUser,
    /// The second.
    pub bob: FakeUser,
    /// The third.
    pub carol: FakeUser,
    /// The bot's data directory lives here.
    pub dir: tempfile::TempDir,
    /// The guild the bot registers its commands in (a development guild); `None`: global
    /// commands, as a bot in several servers has.
    pub dev_guild: Option<u64>,
    /// A change the test makes to the bot's settings.
    tune: fn(&mut ServeConfig),
    bot: Option<Running>,
}

impl World {
    /// A fake Discord, its players, and Palace connected and ready.
    pub async fn new() -> World {
        World::tuned(|_| {}).await
    }

    /// The same with Palace's settings changed by `tune`.
    pub async fn tuned(tune: fn(&mut ServeConfig)) -> World {
        let fake = FakeDiscord::start().await;
        let lobby = fake.add_channel("lobby");
        let players = [
            fake.add_user("Alice"),
            fake.add_user("Bob"),
            fake.add_user("Carol"),
        ];
        let guild = Some(fake.guild_id());
        World::around(fake, lobby, players, guild, tune).await
    }

    /// Palace connected and ready against `fake` as the test set it up (its guilds,
    /// channels and users), with `lobby` and three players; its commands registered in
    /// `dev_guild`, or globally; its settings changed by `tune`.
    pub async fn around(
        fake: FakeDiscord,
        lobby: u64,
        [alice, bob, carol]: [FakeUser; 3],
        dev_guild: Option<u64>,
        tune: fn(&mut ServeConfig),
    ) -> World {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(
                tracing_subscriber::EnvFilter::try_from_default_env()
                    .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn")),
            )
            .with_test_writer()
            .try_init();
        let mut w = World {
            fake,
            lobby,
            alice,
            bob,
            carol,
            dir: tempfile::tempdir().unwrap(),
            dev_guild,
            tune,
            bot: None,
        };
        w.start_bot().await;
        w
    }

    /// The bot's settings: the fake as `https://discord.com` (serenity's rate limiter on, as
    /// against Discord), commands in [`World::dev_guild`], a quick clock, and the test's
    /// changes.
    pub fn config(&self) -> ServeConfig {
        let ca_file = self.dir.path().join("test-ca.pem");
        std::fs::write(&ca_file, fake_discord::TEST_CA_PEM).unwrap();
        let mut config = ServeConfig {
            data_dir: self.dir.path().join("data"),
            api_address: Some(ApiAddress {
                address: self.fake.tls_addr(),
                ca_file,
            }),
            dev_guild: self.dev_guild,
            clock_seconds: 1,
            ..ServeConfig::default()
        };
        (self.tune)(&mut config);
        config
    }

    /// Starts Palace and waits until it has identified and registered its commands.
    pub async fn start_bot(&mut self) {
        let before = self.fake.gateway_stats().identifies;
        let registered = self.registrations();
        let (tx, rx) = oneshot::channel();
        let task = tokio::spawn(serve_until(self.config(), self.fake.token(), async move {
            let _ = rx.await;
        }));
        let identified = self.fake.wait_gateway(T, |s| s.identifies > before).await;
        if task.is_finished() {
            panic!("the bot stopped at once: {:?}", task.await);
        }
        identified.unwrap();
        self.bot = Some((tx, task));
        let deadline = tokio::time::Instant::now() + T;
        while self.registrations() == registered {
            assert!(
                tokio::time::Instant::now() < deadline,
                "the bot did not register its commands"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        self.fake.wait_ready(T).await.unwrap();
    }

    fn registrations(&self) -> usize {
        self.fake
            .requests()
            .iter()
            .filter(|r| r.method == "PUT" && r.path.contains("/commands"))
            .count()
    }

    /// Stops Palace as SIGTERM would, and waits until it has closed its store.
    pub async fn stop_bot(&mut self) {
        if let Some((tx, task)) = self.bot.take() {
            let _ = tx.send(());
            task.await.unwrap().unwrap();
        }
    }

    /// Moves Palace's clock on by `seconds` (as `palace play`'s `/wait` does).
    pub fn advance_clock(&self, seconds: i64) {
        palace::time_file::enable_test_clock_file();
        let file = self.config().data_dir.join("clock-offset");
        let now: i64 = std::fs::read_to_string(&file)
            .ok()
            .and_then(|t| t.trim().parse().ok())
            .unwrap_or(0);
        std::fs::write(file, (now + seconds).to_string()).unwrap();
    }

    /// `who` gives `/name options...` in `channel`; returns the answer's posts.
    pub async fn slash(
        &self,
        who: &FakeUser,
        channel: u64,
        name: &str,
        options: &[(&str, Value)],
    ) -> Vec<Posted> {
        let id = self.fake.slash(who, channel, name, options).await;
        self.answer(id).await
    }

    /// Like [`World::slash`], for a command that must go through: its first answer is
    /// public.
    pub async fn ok(
        &self,
        who: &FakeUser,
        channel: u64,
        name: &str,
        options: &[(&str, Value)],
    ) -> Posted {
        let posts = self.slash(who, channel, name, options).await;
        let first = posts
            .first()
            .cloned()
            .unwrap_or_else(|| panic!("/{name}: no answer"));
        assert!(!first.ephemeral, "/{name} was refused: {}", first.content);
        first
    }

    /// Like [`World::slash`], for a command that must be refused: the private answer.
    pub async fn refused(
        &self,
        who: &FakeUser,
        channel: u64,
        name: &str,
        options: &[(&str, Value)],
    ) -> String {
        let posts = self.slash(who, channel, name, options).await;
        let last = posts.last().unwrap_or_else(|| panic!("/{name}: no answer"));
        assert!(
            last.ephemeral,
            "/{name} should be refused privately: {posts:#?}"
        );
        last.content.clone()
    }

    /// Waits for the answer to an interaction.
    pub async fn answer(&self, id: InteractionId) -> Vec<Posted> {
        match self.fake.reply_to(id, T).await {
            Ok(p) => p,
            Err(e) => panic!("{e}\nviolations: {:#?}", self.fake.violations()),
        }
    }

    /// `who` clicks the button labelled `label` on `message`; returns what was posted for
    /// the click.
    pub async fn click(&self, who: &FakeUser, message: &Posted, label: &str) -> Vec<Posted> {
        let i = self
            .fake
            .click_label(who, message, label)
            .await
            .unwrap_or_else(|e| panic!("{e}"));
        self.answer(i).await
    }

    /// The first post after `mark` that `pred` accepts.
    pub async fn wait(&self, mark: Mark, pred: impl Fn(&Posted) -> bool) -> Posted {
        match self.fake.wait_for(mark, T, pred).await {
            Ok(p) => p,
            Err(e) => panic!("{e}"),
        }
    }

    /// The thread of game `game`.
    pub fn thread_of(&self, game: u64) -> u64 {
        let prefix = format!("Game {game} ·");
        self.fake
            .threads()
            .into_iter()
            .find(|t| t.name.starts_with(&prefix))
            .unwrap_or_else(|| panic!("no thread for game {game}: {:#?}", self.fake.threads()))
            .id
    }

    /// Fails if the fake saw anything Discord would refuse, or if any picture the bot sent
    /// does not decode whole.
    pub fn assert_clean(&self) {
        let v = self.fake.violations();
        assert!(v.is_empty(), "the bot did what Discord refuses: {v:#?}");
        for p in self.fake.posted() {
            for a in &p.attachments {
                if a.name.starts_with("tournament-") {
                    // A table of standings: as tall as its rows.
                    let (w, h) = png_size(&a.data);
                    assert!(w >= 200 && h >= 100, "{}: {w}×{h}", a.name);
                } else if a.name.ends_with(".png") {
                    let (w, h) = png_size(&a.data);
                    assert!(w >= 300 && h >= 300, "{}: {w}×{h}", a.name);
                } else if a.name.ends_with(".gif") {
                    let mut options = gif::DecodeOptions::new();
                    options.set_color_output(gif::ColorOutput::Indexed);
                    let mut d = options.read_info(a.data.as_slice()).expect("a GIF");
                    let mut frames = 0;
                    while d.read_next_frame().expect("whole GIF frames").is_some() {
                        frames += 1;
                    }
                    assert!(frames > 0, "{}", a.name);
                } else {
                    panic!("an attachment that is not a picture: {}", a.name);
                }
            }
        }
    }

    /// Starts a game of `variant` (alice red, bob black) by `/challenge` and the Accept
    /// button; returns its number and thread.
    pub async fn start_game(&self, variant: &str, extra: &[(&str, Value)]) -> (u64, u64) {
        let mut options = vec![
            ("opponent", self.bob.option()),
            ("variant", Value::from(variant)),
            ("side", Value::from("first")),
        ];
        options.extend_from_slice(extra);
        let challenge = self
            .ok(&self.alice, self.lobby, "challenge", &options)
            .await;
        let mark = self.fake.mark();
        self.click(&self.bob, &challenge, "Accept").await;
        let begins = self
            .wait(mark, |p| {
                p.content.starts_with("Game ") && p.content.contains(" begins")
            })
            .await;
        let game = game_number(&begins);
        (game, self.thread_of(game))
    }

    /// `/move`'s suggestions (autocomplete of `text:`) for `who` in `channel`, with
    /// `options` as typed so far.
    pub async fn move_suggestions(
        &self,
        who: &FakeUser,
        channel: u64,
        options: &[(&str, Value)],
    ) -> Vec<(String, String)> {
        self.fake
            .autocomplete(who, channel, "move", options, "text", T)
            .await
            .unwrap()
    }

    /// `who` plays `text` in `channel`; returns the public answer.
    pub async fn play(&self, who: &FakeUser, channel: u64, text: &str) -> Posted {
        self.ok(who, channel, "move", &[("text", Value::from(text))])
            .await
    }
}

/// The game a "Game N begins" post announces.
pub fn game_number(begins: &Posted) -> u64 {
    begins
        .content
        .strip_prefix("Game ")
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("not a game's first post: {}", begins.content))
}

/// The size of a PNG, decoding it whole.
pub fn png_size(bytes: &[u8]) -> (u32, u32) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("a whole PNG");
    (info.width, info.height)
}

/// The single PNG attached to `p`, decoded; its size.
pub fn picture(p: &Posted) -> (u32, u32) {
    assert_eq!(p.attachments.len(), 1, "one picture on {:?}", p.content);
    assert!(
        p.attachments[0].name.ends_with(".png"),
        "{}",
        p.attachments[0].name
    );
    png_size(&p.attachments[0].data)
}

/// Whether `p` is in a DM with `user`.
pub fn dm_to(p: &Posted, user: &FakeUser) -> bool {
    p.place == Place::Dm(user.id)
}

/// The moves (in coordinates) of a Xiangqi game of `plies` plies that has not ended,
/// drawn at random from `seed`: any move that does not end the game (quiet moves alone
/// would end it by the progress rule long before 200 plies).
pub fn long_xiangqi_game(plies: usize, seed: u64) -> Vec<String> {
    use rules::{AnyGame, Record, Variant};
    let mut game = AnyGame::from_record(&Record::new(Variant::Xiangqi)).unwrap();
    let (mut rng, mut tries, mut out) = (engine::SplitMix64::new(seed), 0, Vec::new());
    while out.len() < plies {
        let color = game.turn();
        let moves = game.moves_for(color);
        let m = &moves[rng.below(moves.len())];
        let mut next = game.clone();
        next.play_as(color, &m.coordinate).unwrap();
        if next.outcome().is_some() {
            tries += 1;
            assert!(tries < 10_000, "no move goes on at ply {}", out.len());
            continue;
        }
        game = next;
        out.push(m.coordinate.clone());
    }
    out
}
