//! The game service: challenges, moves over days, clocks, results, ratings and records —
//! everything a player does — with no Discord type and no storage type in it. A front end
//! hands it a [`Command`] and shows the [`Message`]s it returns; the clock is driven by
//! [`Service::tick`] with the time injected.

mod analyse;
mod challenge;
pub mod command;
pub mod commands;
pub mod engine_player;
pub mod front_requests;
pub mod message;
mod moves;
mod pictures;
mod position;
mod queries;
mod ratings;
pub mod request;
mod resolve;
mod settings;
pub mod spec;
mod tick;
mod txn;
pub mod words;

use rules::Color;

use crate::model::{GameDoc, GameId, Time, User, UserId};
use crate::store::{Store, StoreError};
use command::Command;
use message::Message;
use request::Request;
use spec::Options;
use txn::Txn;

/// Settings of the service.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// Days per move when a challenge does not say.
    pub default_days: u32,
    /// Days before an unanswered challenge lapses.
    pub challenge_days: u32,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            default_days: 3,
            challenge_days: 7,
        }
    }
}

/// Why a command did not go through.
#[derive(Debug)]
pub(crate) enum Fail {
    /// The user's mistake or a rule: answered privately, nothing changed.
    Refuse(String),
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

/// A refusal with a message.
pub(crate) fn refuse<T>(text: impl Into<String>) -> Result<T, Fail> {
    Err(Fail::Refuse(text.into()))
}

pub(crate) type Outcome<T = Vec<Message>> = Result<T, Fail>;

/// How many times a command is run again when its documents changed meanwhile.
const ATTEMPTS: usize = 8;

/// The game service over a store.
pub struct Service<S: Store> {
    store: S,
    config: Config,
}

/// One attempt at handling a command: the command, its time, and the unit of work that
/// reads each document once and writes all changes together when the handler is done.
pub(crate) struct Ctx<'a> {
    pub cmd: &'a Command,
    pub now: Time,
    /// The game the command acted on, if any (after it, the engine may have a turn there).
    pub game: std::cell::Cell<Option<crate::model::GameId>>,
    /// What this attempt read and will write.
    pub txn: Txn<'a>,
}

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

    /// Keeps the author's stored name the one they go by now (written with the command's
    /// other changes when it differs, so captions show it).
    pub fn touch_author(&self) -> Outcome<()> {
        self.txn.refresh_name(self.me(), &self.cmd.user.name)
    }
}

impl<S: Store> Service<S> {
    /// A service on `store`.
    pub fn new(store: S, config: Config) -> Service<S> {
        Service { store, config }
    }

    /// The store.
    pub fn store(&self) -> &S {
        &self.store
    }

    /// Handles one command: all or nothing, applied at most once, durable before any
    /// message about it is returned. A refusal is one private message with `error` set.
    /// When the command acted on a game against Palace, the engine's answer follows as a
    /// next step of its own, once the command is committed.
    pub fn handle(&self, cmd: &Command, now: Time) -> Vec<Message> {
        let (mut messages, acted_on) = self.run(cmd, now);
        if let Some(id) = acted_on.filter(|_| !cmd.user.id.is_engine()) {
            messages.extend(self.engine_turns(id, now));
        }
        for_people(messages)
    }

    /// Runs one command alone (again on fresh state after a conflict): its messages, and
    /// the game it acted on, if it went through.
    pub(crate) fn run(&self, cmd: &Command, now: Time) -> (Vec<Message>, Option<GameId>) {
        let refusal = |text: String| (vec![Message::refusal(&cmd.user.id, text)], None);
        let Some(spec) = commands::command(&cmd.name) else {
            let names: Vec<String> = commands::COMMANDS
                .iter()
                .map(|c| format!("/{}", c.name))
                .collect();
            return refusal(format!(
                "there is no /{} (try {})",
                cmd.name,
                names.join(" ")
            ));
        };
        let request = match Options::check(spec, &cmd.options).and_then(|o| (spec.parse)(&o)) {
            Ok(r) => r,
            Err(e) => return refusal(e),
        };
        for _ in 0..ATTEMPTS {
            let ctx = Ctx {
                cmd,
                now,
                game: std::cell::Cell::new(None),
                txn: Txn::new(&self.store),
            };
            let result = self.dispatch(&ctx, &request);
            let Ctx { game, txn, .. } = ctx;
            let result = result.and_then(|messages| {
                txn.commit()?;
                Ok((messages, game.get()))
            });
            match result {
                Ok(done) => return done,
                Err(Fail::Conflict) => continue,
                Err(Fail::Refuse(text)) => return refusal(text),
                Err(Fail::Store(e)) => return refusal(e.to_string()),
            }
        }
        refusal(
            "that game is very busy right now; nothing was changed, please try again".to_owned(),
        )
    }

    fn dispatch(&self, ctx: &Ctx<'_>, request: &Request) -> Outcome {
        match request {
            Request::Challenge(terms) => self.challenge(ctx, terms),
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
            Request::Export { game } => self.export(ctx, *game),
            Request::Replay { game } => self.replay(ctx, *game),
            Request::Analyse { game } => self.analyse(ctx, *game),
            Request::Stats { user, variant } => self.stats(ctx, user.as_ref(), *variant),
            Request::Leaderboard { variant, by } => self.leaderboard(ctx, *variant, *by),
            Request::Activity { variant } => self.activity(ctx, *variant),
            Request::Settings { style, notify } => self.settings(ctx, style.as_deref(), *notify),
            Request::Rules { variant } => self.rules_text(ctx, *variant),
            Request::Help => Ok(vec![Message::reply(ctx.me(), commands::help_text())]),
        }
    }
}

/// The messages without what would go to the engine: no DM, no private answer, no ping.
pub(crate) fn for_people(messages: Vec<Message>) -> Vec<Message> {
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

/// `red`/`black`, or `sente`/`gote` in Minishogi.
pub(crate) fn side(variant: rules::Variant, color: Color) -> &'static str {
    variant.side_name(color)
}

/// A game as stored and as rebuilt by the rules.
pub(crate) struct Loaded {
    pub version: u64,
    pub doc: GameDoc,
    pub game: rules::AnyGame,
}
