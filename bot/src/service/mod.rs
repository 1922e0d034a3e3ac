//! The game service: challenges, moves over days, clocks, results, ratings and records —
//! everything a player does — with no Discord type and no storage type in it. A front end
//! hands it a [`Command`] and shows the [`Message`]s it returns; the clock is driven by
//! [`Service::tick`] with the time injected.

mod analyse;
mod challenge;
pub mod command;
pub mod commands;
pub mod engine_player;
mod fair_use;
pub mod front_requests;
mod heavy_cache;
mod known_games;
pub mod message;
mod moves;
pub mod pictures;
mod position;
mod premove;
mod puzzle;
mod queries;
mod ratings;
pub mod request;
mod request_options;
mod resolve;
mod review;
pub mod said;
pub mod server_pages;
mod settings;
pub mod spec;
mod tick;
mod tournament;
mod txn;
pub mod typed;
mod vacation;
pub mod view_link;
pub mod web;

use std::collections::HashMap;

use crate::model::{GameDoc, GameId, Language, Server, Time, User, UserId};
use crate::store::{Store, StoreError};
pub use analyse::MARKS;
use command::Command;
use message::Message;
use request::Request;
pub use review::{ended_games, games_ended};
use said::Refusal;
use spec::Options;
pub use tick::{CLAIM_LEASE, Ticked};
use txn::Txn;

/// Level 8's thinking time unless the config says otherwise.
pub const DEFAULT_LEVEL8_SECONDS: u32 = 5;

/// Settings of the service.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// Days per move when a challenge does not say.
    pub default_days: u32,
    /// Days before an unanswered challenge lapses.
    pub challenge_days: u32,
    /// How many challenges one player may have open at once.
    pub open_challenges: usize,
    /// How many games against Palace one player may have running at once: each of
    /// Palace's moves is a search of up to `level8_seconds` on the heavy lane.
    pub engine_games: usize,
    /// Minutes before the same challenger may have the same player told of a challenge
    /// again (the challenge is posted all the same, without the ping or DM).
    pub challenge_notice_minutes: u32,
    /// Vacation days a player has in any 365 (0: no vacations).
    pub vacation_days: u32,
    /// How long Palace thinks at level 8, in seconds (a correspondence move may take
    /// its time: the move is answered at once and the reply follows).
    pub level8_seconds: u32,
    /// The most players a Swiss tournament takes.
    pub swiss_players: u32,
    /// The most players a round robin takes (each plays all the others at once).
    pub round_robin_players: u32,
    /// Where the games' pages are reached (`https://palace.example.org`), when they are
    /// served: a game's messages then link to its page, and `/export` names it.
    pub pages: Option<String>,
    /// The key private links to a dark player's view are signed with (with `pages`).
    pub page_key: Option<view_link::PageKey>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            default_days: 3,
            challenge_days: 7,
            open_challenges: 5,
            engine_games: 3,
            challenge_notice_minutes: 60,
            vacation_days: crate::model::DEFAULT_VACATION_DAYS,
            level8_seconds: DEFAULT_LEVEL8_SECONDS,
            swiss_players: 64,
            round_robin_players: 16,
            pages: None,
            page_key: None,
        }
    }
}

/// Why a command did not go through.
#[derive(Debug)]
pub(crate) enum Fail {
    /// The user's mistake or a rule: answered privately, nothing changed.
    Refuse(Refusal),
    /// A document changed under us: the command is run again on fresh state.
    Conflict,
    /// The store failed.
    Store(StoreError),
}

impl From<StoreError> for Fail {
    fn from(e: StoreError) -> Fail {
        match e {
            StoreError::Conflict => Fail::Conflict,
            e => Fail::Store(e),
        }
    }
}

/// A refusal.
pub(crate) fn refuse<T>(refusal: impl Into<Refusal>) -> Result<T, Fail> {
    Err(Fail::Refuse(refusal.into()))
}

pub(crate) type Outcome<T = Vec<Message>> = Result<T, Fail>;

/// How many times in all a change (a command, the clock's, a review's) is tried while its
/// documents keep changing meanwhile.
const ATTEMPTS: usize = 8;

/// Runs `f` again on fresh state while the documents it read changed meanwhile, at most
/// [`ATTEMPTS`] times in all, a little later each time: writers of the same documents (two
/// processes ending games of the same players at once) would otherwise meet again at once.
/// What the last run gave; a conflict if they kept changing.
fn on_fresh_state<T>(f: impl Fn() -> Outcome<T>) -> Outcome<T> {
    let mut attempt = 1;
    loop {
        match f() {
            Err(Fail::Conflict) if attempt < ATTEMPTS => {
                std::thread::sleep(std::time::Duration::from_millis(attempt as u64));
                attempt += 1;
            }
            result => return result,
        }
    }
}

/// The game service over a store.
pub struct Service<S: Store> {
    /// The store, announcing the games each commit wrote (a game's open pages follow it).
    store: crate::store::Announced<S>,
    config: Config,
    /// The words on its pictures, from the voice.
    words: &'static dyn said::PictureWords,
    /// Analyses and replays already computed.
    heavy: heavy_cache::HeavyCache,
    /// Games already rebuilt, and their legal moves.
    known: known_games::KnownGames,
    /// Called often during an analysis ([`Service::giving_way`]).
    give_way: Option<fn()>,
    /// The language Discord reported for each server, as this process last stored it:
    /// a command in a server reads its document only when its `guild_locale` is another.
    server_locales: std::sync::Mutex<HashMap<Server, crate::model::Language>>,
}

/// One attempt at handling a command: the command, its time, and the unit of work that
/// reads each document once and writes all changes together when the handler is done.
pub(crate) struct Ctx<'a> {
    pub cmd: &'a Command,
    pub now: Time,
    /// The game the command acted on, if the engine plays in it (after the command, the
    /// engine may have a turn there).
    pub engine_game: std::cell::Cell<Option<crate::model::GameId>>,
    /// Whether the command reached a game of another server than the one it was given in
    /// (its own player may): then what it says in the place it was given in is said to
    /// them privately, so that nothing of that game shows in this server.
    pub foreign: std::cell::Cell<bool>,
    /// What this attempt read and will write (and the numbers the command's earlier
    /// attempts took, for this one to use again).
    pub txn: Txn<'a>,
    /// The language Discord reports for the command's server, when this process has not
    /// stored it yet: kept with the author's names ([`Ctx::touch_author`]).
    pub server_locale: Option<crate::model::Language>,
    /// How the command came, when it is a move typed as a chat message.
    pub typed: Option<typed::Typing>,
}

/// The numbers a command has taken from the store's counters, kept across its attempts: an
/// attempt thrown away by a conflict took its game's or challenge's number for good, and
/// the next attempt uses that same number instead of skipping to a new one.
#[derive(Default)]
pub(crate) struct Numbers(std::cell::RefCell<Vec<(crate::store::Counter, u64)>>);

impl<'a> Ctx<'a> {
    pub fn user(&self) -> &'a User {
        &self.cmd.user
    }

    pub fn me(&self) -> &'a UserId {
        &self.cmd.user.id
    }

    /// Whether the author may reach `doc` from where the command was given
    /// ([`GameDoc::reachable`]).
    pub fn reaches(&self, doc: &GameDoc) -> bool {
        doc.reachable(self.me(), &self.cmd.place, self.cmd.server.as_ref())
    }

    /// A new game or challenge number: the one an earlier attempt at this command took, or
    /// the counter's next.
    pub fn next_id(&self, counter: crate::store::Counter) -> Outcome<u64> {
        Ok(self.txn.next_id(counter)?)
    }

    /// The author's name as `server` shows it: the name they go by now when the command
    /// was given there, else the one stored for it (a nickname never leaves its server).
    pub fn my_name_in(&self, server: Option<&Server>) -> Outcome<String> {
        if server == self.cmd.server.as_ref() {
            Ok(self.user().name.clone())
        } else {
            self.txn.name_of(self.me(), server)
        }
    }

    /// Keeps the author's stored names the ones they go by now, their account's and this
    /// server's nickname (written with the command's other changes when one differs, so
    /// captions show it).
    pub fn touch_author(&self) -> Outcome<()> {
        if let (Some(server), Some(locale)) = (&self.cmd.server, self.server_locale) {
            self.txn.saw_server_locale(server, locale)?;
        }
        self.txn
            .refresh_name(&self.cmd.user, self.cmd.server.as_ref(), self.cmd.locale)
    }
}

impl<S: Store> Service<S> {
    /// A service on `store`, drawing its pictures with `words` (the voice's:
    /// `crate::voice::pictures()`).
    pub fn new(store: S, config: Config, words: &'static dyn said::PictureWords) -> Service<S> {
        Service {
            store: crate::store::Announced::new(store),
            config,
            words,
            heavy: heavy_cache::HeavyCache::default(),
            known: known_games::KnownGames::default(),
            give_way: None,
            server_locales: Default::default(),
        }
    }

    /// This service, calling `give_way` every 256 nodes of an analysis's search:
    /// a front end that answers moves at the same time waits there while a move is being
    /// answered, so that analyses never slow moves down.
    pub fn giving_way(self, give_way: fn()) -> Service<S> {
        Service {
            give_way: Some(give_way),
            ..self
        }
    }

    /// The store.
    pub fn store(&self) -> &S {
        self.store.inner()
    }

    /// The games written from now on by this process, one id per game a commit wrote
    /// (what a game's open page waits on; another process's commits are not heard).
    pub fn game_changes(&self) -> tokio::sync::broadcast::Receiver<GameId> {
        self.store.changes()
    }

    /// The settings it runs with.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// Messages as they leave the service: none for the engine, and each marked with its
    /// reader. A private one's: their language (the one they chose, else the one their
    /// Discord reports — `cmd` gives the command's author and the locale it came with —
    /// else the one it reported last, else English) and their `/settings notation:`. A
    /// public one's: its server's (the language its managers chose, else the one Discord
    /// reports for it — with `cmd`, or as last stored — else English, and the notations
    /// they chose); English and the canonical notations in a place of no server. A
    /// document that cannot be read gives the defaults: a message is never held back for
    /// a setting. Their pictures are drawn here, in their reader's words.
    fn addressed(&self, messages: Vec<Message>, cmd: Option<&Command>) -> Vec<Message> {
        let mut players: Vec<(UserId, message::Reader)> = Vec::new();
        let mut servers: Vec<(Server, message::Reader)> = Vec::new();
        for_people(stood_in(messages, cmd))
            .into_iter()
            .map(|mut m| {
                m.reader = match (&m.audience, &m.server) {
                    (message::Audience::Dm(id) | message::Audience::Reply(id), _) => {
                        remembered(&mut players, id, || self.player_reader(id, cmd))
                    }
                    (message::Audience::Public(_), Some(server)) => {
                        remembered(&mut servers, server, || self.server_reader(server, cmd))
                    }
                    (message::Audience::Public(_), None) => m.reader,
                };
                if m.page_url.is_none() {
                    m.page_url = m.page.as_ref().and_then(|s| self.page_url(s));
                }
                self.illustrated(m)
            })
            .collect()
    }

    /// The address of the page at `slug`, when pages are served.
    pub fn page_url(&self, slug: &crate::model::Slug) -> Option<String> {
        let base = self.config.pages.as_deref()?;
        Some(format!("{}/g/{slug}", base.trim_end_matches('/')))
    }

    /// The address of `side`'s private view of game `doc`, good for
    /// [`view_link::LINK_LIFE`] from `now`, when pages are served.
    pub fn private_url(&self, doc: &GameDoc, side: rules::Color, now: Time) -> Option<String> {
        let slug = doc.slug.as_ref()?;
        let key = self.config.page_key.as_ref()?;
        let token = key.token(
            slug,
            side,
            now + view_link::LINK_LIFE,
            doc.view_links[side.index()],
        );
        Some(format!(
            "{}/{}?k={token}",
            self.page_url(slug)?,
            side.name()
        ))
    }

    /// Who reads what is said to player `id` privately (see [`Service::addressed`]).
    fn player_reader(&self, id: &UserId, cmd: Option<&Command>) -> message::Reader {
        let locale = cmd.filter(|c| c.user.id == *id).and_then(|c| c.locale);
        self.reader_for(id, locale)
    }

    /// Who reads what is said to person `id` privately, whose Discord now reports
    /// `locale`: their chosen language, else `locale`, else the one kept, else English,
    /// and their notation. For a front end's own notes to a person (see
    /// [`Service::addressed`] for the service's messages).
    pub fn reader_for(&self, id: &UserId, locale: Option<Language>) -> message::Reader {
        let doc = self.store.player(id).ok().flatten().map(|v| v.doc);
        reader_of(
            doc.map(|d| (d.chosen_language(), d.language(), d.writing())),
            locale,
        )
    }

    /// Who reads what is posted in `server` (see [`Service::addressed`]).
    fn server_reader(&self, server: &Server, cmd: Option<&Command>) -> message::Reader {
        let doc = self.store.server(server).ok().flatten().map(|v| v.doc);
        let locale = cmd
            .filter(|c| c.server.as_ref() == Some(server))
            .and_then(|c| c.server_locale);
        reader_of(
            doc.map(|d| (d.chosen_language(), d.language(), d.writing())),
            locale,
        )
    }

    /// `m` with its pictures drawn for its reader.
    fn illustrated(&self, mut m: Message) -> Message {
        let drawn: Vec<_> = std::mem::take(&mut m.sketches)
            .into_iter()
            .filter_map(|s| self.drawn(s, m.reader))
            .collect();
        if drawn.is_empty() {
            m
        } else {
            m.with_pictures(drawn)
        }
    }

    /// Handles one command: all or nothing, applied at most once, durable before any
    /// message about it is returned. A refusal is one private message with `error` set.
    /// When the command acted on a game against Palace, the engine's answer follows as a
    /// next step of its own, once the command is committed.
    pub fn handle(&self, cmd: &Command, now: Time) -> Vec<Message> {
        self.then_engine(self.handle_alone(cmd, now), now)
    }

    /// What a command did, then the engine's answer where it plays.
    pub(crate) fn then_engine(&self, handled: Handled, now: Time) -> Vec<Message> {
        let Handled {
            mut messages,
            engine_game,
        } = handled;
        if let Some(id) = engine_game {
            messages.extend(self.engine_turns(id, now));
        }
        messages
    }

    /// Handles one command as [`Service::handle`] does but leaves the engine's answer to
    /// the caller: a front end shows the command's answers at once and runs
    /// [`Service::engine_turns`] for [`Handled::engine_game`] where heavy work runs.
    pub fn handle_alone(&self, cmd: &Command, now: Time) -> Handled {
        let (messages, acted_on) = self.run(cmd, now);
        Handled {
            messages: self.addressed(messages, Some(cmd)),
            engine_game: acted_on.filter(|_| !cmd.user.id.is_engine()),
        }
    }

    /// Runs one command alone (again on fresh state after a conflict): its messages, and
    /// the game it acted on if the engine plays there, if it went through.
    pub(crate) fn run(&self, cmd: &Command, now: Time) -> (Vec<Message>, Option<GameId>) {
        self.run_as(cmd, None, now)
    }

    /// Runs one command as [`Service::run`] does, knowing whether it was typed in chat.
    pub(crate) fn run_as(
        &self,
        cmd: &Command,
        typed: Option<typed::Typing>,
        now: Time,
    ) -> (Vec<Message>, Option<GameId>) {
        let refusal = |r: Refusal| (vec![Message::refusal(&cmd.user.id, r)], None);
        let Some(spec) = commands::command(&cmd.name) else {
            return refusal(
                said::OptionRefusal::UnknownCommand {
                    name: cmd.name.clone(),
                    near: commands::near_command(&cmd.name),
                }
                .into(),
            );
        };
        let request = match Options::check(spec, &cmd.options).and_then(|o| (spec.parse)(&o)) {
            Ok(r) => r,
            Err(e) => return refusal(e.into()),
        };
        let numbers = Numbers::default();
        let new_locale = match (&cmd.server, cmd.server_locale) {
            (Some(server), Some(locale)) => {
                let kept = self.server_locales.lock().expect("no panic holds it");
                (kept.get(server) != Some(&locale)).then_some((server, locale))
            }
            _ => None,
        };
        let result = on_fresh_state(|| {
            let ctx = Ctx {
                cmd,
                now,
                engine_game: std::cell::Cell::new(None),
                foreign: std::cell::Cell::new(false),
                txn: Txn::new(&self.store).numbered(&numbers),
                server_locale: new_locale.map(|(_, l)| l),
                typed,
            };
            let result = self.dispatch(&ctx, &request);
            let Ctx {
                engine_game,
                foreign,
                txn,
                ..
            } = ctx;
            result.and_then(|mut messages| {
                let kept = new_locale.filter(|(server, locale)| txn.keeps_locale(server, *locale));
                txn.commit()?;
                if let Some((server, locale)) = kept {
                    let mut known = self.server_locales.lock().expect("no panic holds it");
                    known.insert(server.clone(), locale);
                }
                if foreign.get() {
                    privately_here(&mut messages, cmd);
                }
                Ok((messages, engine_game.get()))
            })
        });
        match result {
            Ok(done) => done,
            Err(Fail::Conflict) => refusal(Refusal::Busy),
            Err(Fail::Refuse(r)) => refusal(r),
            Err(Fail::Store(e)) => refusal(Refusal::Store(e)),
        }
    }

    fn dispatch(&self, ctx: &Ctx<'_>, request: &Request) -> Outcome {
        match request {
            Request::Challenge(terms) => self.challenge(ctx, terms),
            Request::ChallengeMenu { opponent, level } => {
                self.challenge_menu(ctx, opponent.as_ref(), *level)
            }
            Request::Accept { challenge } => self.accept(ctx, *challenge),
            Request::Decline { challenge } => self.decline(ctx, *challenge),
            Request::Cancel { challenge } => self.cancel(ctx, *challenge),
            Request::Move { text, game } => self.play_move(ctx, text, *game),
            Request::Board { flip, game } => self.board(ctx, *flip, *game),
            Request::Position { game } => self.position(ctx, *game),
            Request::Resign { game } => self.resign(ctx, *game),
            Request::Draw { action, game } => self.draw(ctx, *action, *game),
            Request::Abort { game } => self.abort(ctx, *game),
            Request::Takeback { action, game } => self.takeback(ctx, *action, *game),
            Request::Games { user } => self.games(ctx, user.as_ref()),
            Request::Export { game, notation } => self.export(ctx, *game, *notation),
            Request::Page { game, new } => self.page(ctx, *game, *new),
            Request::Replay { game, view } => self.replay(ctx, *game, *view),
            Request::Analyse { game } => self.analyse(ctx, *game),
            Request::Stats { user, variant } => self.stats(ctx, user.as_ref(), *variant),
            Request::Leaderboard { variant, by } => self.leaderboard(ctx, *variant, *by),
            Request::Activity { variant } => self.activity(ctx, *variant),
            Request::Settings {
                style,
                notify,
                challenges,
                remind,
                notation,
                language,
                server,
                organisers,
            } => {
                if *server {
                    let personal = style.is_some()
                        || notify.is_some()
                        || challenges.is_some()
                        || remind.is_some();
                    self.server_settings(
                        ctx,
                        personal,
                        (*notation, *language),
                        organisers.as_deref(),
                    )
                } else {
                    self.settings(
                        ctx,
                        style.as_deref(),
                        *notify,
                        *challenges,
                        remind.as_ref(),
                        (*notation, *language),
                    )
                }
            }
            Request::Premove { line, clear, game } => {
                self.premove(ctx, line.as_deref(), *clear, *game)
            }
            Request::Puzzle { action } => self.puzzle(ctx, *action),
            Request::Vacation { days, end } => self.vacation(ctx, *days, *end),
            Request::Rules { variant } => self.rules_text(ctx, *variant),
            Request::Tournament {
                action,
                tournament,
                terms,
                player,
            } => self.tournament(ctx, *action, *tournament, terms.as_ref(), player.as_ref()),
            Request::Help => Ok(vec![Message::reply(ctx.me(), said::QuerySaid::Help)]),
        }
    }
}

/// Makes what `messages` say in the command's own place a private answer to its author,
/// and when everything went to the other server's place, says so to the author privately,
/// without naming it (a front end's "Done — see #channel" here would name the other
/// server's channel).
fn privately_here(messages: &mut Vec<Message>, cmd: &Command) {
    use message::Audience;
    let author = Audience::Reply(cmd.user.id.clone());
    for m in messages.iter_mut() {
        if m.audience == Audience::Public(cmd.place.clone()) {
            m.audience = author.clone();
            m.ping = None;
        }
    }
    if cmd.server.is_none() || messages.iter().any(|m| m.audience == author) {
        return;
    }
    if messages
        .iter()
        .any(|m| matches!(m.audience, Audience::Public(_)))
    {
        messages.push(Message::reply(&cmd.user.id, said::Said::DoneElsewhere));
    }
}

/// What one command did, its engine's answer aside.
#[derive(Debug, Default)]
pub struct Handled {
    /// The answers to show.
    pub messages: Vec<Message>,
    /// A game against Palace the command acted on: the engine may have a turn there
    /// ([`Service::engine_turns`]).
    pub engine_game: Option<GameId>,
}

/// The value kept for `key` in `known`, else `compute`'s, kept: each reader is looked up
/// once for all the messages of one batch.
fn remembered<K: PartialEq + Clone>(
    known: &mut Vec<(K, message::Reader)>,
    key: &K,
    compute: impl FnOnce() -> message::Reader,
) -> message::Reader {
    if let Some(&(_, r)) = known.iter().find(|(k, _)| k == key) {
        return r;
    }
    let r = compute();
    known.push((key.clone(), r));
    r
}

/// A reader from their stored settings, if any — the language chosen, the language kept
/// all told, how they write moves — and the language Discord reports with this command:
/// a chosen language first, then the reported one, then the one kept, then English.
fn reader_of(
    settings: Option<(Option<Language>, Language, rules::Writing)>,
    reported: Option<Language>,
) -> message::Reader {
    match settings {
        Some((chosen, kept, writing)) => {
            message::Reader::new(chosen.or(reported).unwrap_or(kept), writing)
        }
        None => message::Reader::of(reported.unwrap_or_default()),
    }
}

/// `messages` as they can be shown: a public message in a place that takes only answers
/// ([`Message::stand_ins`]) stays there when it answers a person's command given there,
/// and otherwise (the clock's, Palace's own move, a command given elsewhere) goes by DM
/// to the one it calls, or to all its stand-ins when it calls nobody.
fn stood_in(messages: Vec<Message>, cmd: Option<&Command>) -> Vec<Message> {
    use message::Audience;
    let mut out = Vec::with_capacity(messages.len());
    for m in messages {
        let Audience::Public(place) = &m.audience else {
            out.push(m);
            continue;
        };
        let answers = cmd.is_some_and(|c| c.place == *place && !c.user.id.is_engine());
        if m.stand_ins.is_empty() || answers {
            out.push(m);
            continue;
        }
        let to: Vec<UserId> = match &m.ping {
            Some(called) if !called.is_engine() => vec![called.clone()],
            _ => m.stand_ins.clone(),
        };
        for user in to.iter().filter(|u| !u.is_engine()) {
            let mut dm = m.clone();
            dm.audience = Audience::Dm(user.clone());
            dm.server = None;
            dm.ping = None;
            dm.stand_ins = Vec::new();
            out.push(dm);
        }
    }
    out
}

/// The messages without what would go to the engine: no DM, no private answer, no ping.
fn for_people(messages: Vec<Message>) -> Vec<Message> {
    use message::Audience;
    messages
        .into_iter()
        .filter(|m| match &m.audience {
            Audience::Dm(id) | Audience::Reply(id) => !id.is_engine(),
            Audience::Public(_) => true,
        })
        .map(|mut m| {
            if m.ping.as_ref().is_some_and(UserId::is_engine) {
                // Asked of the engine, which answers at once: no buttons for people.
                m.ping = None;
                m.actions.retain(|a| !a.answers_offer());
            }
            m
        })
        .collect()
}

/// A game as stored and as rebuilt by the rules.
pub(crate) struct Loaded {
    pub version: u64,
    pub doc: GameDoc,
    pub game: rules::AnyGame,
}
