//! What a front end asks of the service besides commands: remembering where it posted a
//! challenge, moving a game to a place of its own (a thread), and the moves to suggest
//! while a player types `/move`.

use super::command::Command;
use super::request::Request;
use super::spec::Options;
use super::{Ctx, Fail, Outcome, Service};
use crate::model::{ChallengeId, GameId, Place, Time};
use crate::store::{Batch, Put, Store};

/// How many suggestions a front end may show at most (Discord's limit).
pub const MAX_SUGGESTIONS: usize = 25;

impl<S: Store> Service<S> {
    /// Remembers the front end's handle of the message that posted challenge `id`. A
    /// challenge taken or withdrawn meanwhile is left alone.
    pub fn note_challenge_post(&self, id: ChallengeId, post: &str) -> Result<(), NotNoted> {
        self.retry(|| {
            let Some(mut c) = self.store.challenge(id)? else {
                return Ok(());
            };
            c.doc.post = Some(post.to_owned());
            self.store.commit(Batch {
                challenges: vec![Put {
                    expected: Some(c.version),
                    doc: c.doc,
                }],
                ..Batch::default()
            })?;
            Ok(())
        })
    }

    /// Moves game `id` to `place` (its own thread): its public messages go there from now
    /// on, and commands given there mean it.
    pub fn relocate_game(&self, id: GameId, place: &Place) -> Result<(), NotNoted> {
        self.retry(|| {
            let Some(mut g) = self.store.game(id)? else {
                return Ok(());
            };
            g.doc.place = place.clone();
            self.store.commit(Batch {
                games: vec![Put {
                    expected: Some(g.version),
                    doc: g.doc,
                }],
                ..Batch::default()
            })?;
            Ok(())
        })
    }

    /// Moves tournament `id` to `place` (its own thread): its announcements and the games
    /// it opens from now on go there.
    pub fn relocate_tournament(
        &self,
        id: crate::model::TournamentId,
        place: &Place,
    ) -> Result<(), NotNoted> {
        self.retry(|| {
            let Some(mut t) = self.store.tournament(id)? else {
                return Ok(());
            };
            t.doc.place = place.clone();
            self.store.commit(Batch {
                tournaments: vec![Put {
                    expected: Some(t.version),
                    doc: t.doc,
                }],
                ..Batch::default()
            })?;
            Ok(())
        })
    }

    /// The moves to offer while `cmd` (a `/move` being typed; its `text` is what is typed
    /// so far) is written: the author's legal moves in the game `/move` would act on, in
    /// canonical notation, captures and checks first, those that start with the typed
    /// text (ignoring case) before those that merely contain it, at most
    /// [`MAX_SUGGESTIONS`]. In a dark game these are the author's own moves, which
    /// reveal nothing; nobody else's game gives any.
    pub fn suggest_moves(&self, cmd: &Command, now: Time) -> Vec<String> {
        let spec = super::commands::definition(super::request::Verb::Move);
        let typed = cmd
            .options
            .iter()
            .find(|(n, _)| n == "text")
            .and_then(|(_, v)| match v {
                super::command::OptionValue::Text(t) => Some(t.trim().to_lowercase()),
                super::command::OptionValue::User(_) => None,
            })
            .unwrap_or_default();
        let mut options = cmd.options.clone();
        options.retain(|(n, _)| n == "game");
        // The definition wants a move; what is typed so far is only filtered on.
        options.push((
            "text".to_owned(),
            super::command::OptionValue::Text("-".to_owned()),
        ));
        let game = match Options::check(spec, &options).and_then(|o| (spec.parse)(&o)) {
            Ok(Request::Move { game, .. }) => game,
            _ => return Vec::new(),
        };
        let ctx = Ctx {
            cmd,
            now,
            engine_game: std::cell::Cell::new(None),
            foreign: std::cell::Cell::new(false),
            txn: super::txn::Txn::new(&self.store),
            server_locale: None,
            typed: None,
        };
        let Ok(loaded) = self.resolve(&ctx, game, true, true) else {
            return Vec::new();
        };
        let Some(color) = loaded.doc.color_of(ctx.me()) else {
            return Vec::new();
        };
        // Listed once per version of the game: a keystroke only filters the list.
        let choices = self
            .known
            .moves(loaded.doc.id, loaded.version, &loaded.game, color);
        // Suggested as the player writes moves; what they type may be in any notation.
        let writing = ctx
            .txn
            .player(ctx.me())
            .map(|p| p.writing())
            .unwrap_or_default();
        let (mut first, mut rest): (Vec<String>, Vec<String>) = (Vec::new(), Vec::new());
        for c in choices.iter() {
            let shown = writing.write(&c.written);
            let forms = [
                shown,
                c.written.canonical(),
                &c.coordinate,
                c.written
                    .get(rules::Notation::Iccs, rules::Script::Simplified),
            ];
            let lower: Vec<String> = forms.iter().map(|f| f.to_lowercase()).collect();
            if lower[..2].iter().any(|f| f.starts_with(&typed)) {
                first.push(shown.to_owned());
            } else if lower[..2].iter().any(|f| f.contains(&typed))
                || lower[2..].iter().any(|f| f.starts_with(&typed))
            {
                rest.push(shown.to_owned());
            }
        }
        first.extend(rest);
        first.truncate(MAX_SUGGESTIONS);
        first
    }

    /// Runs `f` again while the documents it read changed meanwhile.
    fn retry(&self, f: impl Fn() -> Outcome<()>) -> Result<(), NotNoted> {
        match super::on_fresh_state(f) {
            Ok(()) => Ok(()),
            Err(Fail::Conflict) => Err(NotNoted::KeptChanging),
            Err(Fail::Refuse(r)) => Err(NotNoted::Refused(r)),
            Err(Fail::Store(e)) => Err(NotNoted::Store(e)),
        }
    }
}

/// Why a front end's note (where it posted a challenge, a game's thread) was not written.
#[derive(Debug)]
pub enum NotNoted {
    /// The documents kept changing meanwhile.
    KeptChanging,
    /// The service refused it (the challenge or game is gone, say).
    Refused(super::said::Refusal),
    /// The store failed.
    Store(crate::store::StoreError),
}
