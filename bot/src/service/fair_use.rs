//! Fair use of challenges: a player has at most a few challenges open at once, a player
//! who said `/settings challenges:off` is not challenged by name, and one challenger can
//! have the same player pinged or DM'd about a challenge at most once an hour. Kept in the
//! players' documents, so it holds across restarts and across processes sharing a store.
//! (Limits on how fast one person may send commands, and on heavy work, belong to the front
//! end: `crate::fair_use`.)

use super::said::ChallengeRefusal;
use super::{Ctx, Outcome, Service, refuse};
use crate::model::{ChallengeId, PlayerDoc, User, UserId};
use crate::store::Store;

/// Seconds in a minute, for the notice interval.
const MINUTE: i64 = 60;

impl<S: Store> Service<S> {
    /// The author's open challenges (those of `doc.open_challenges` that are still in the
    /// store: taken, withdrawn and expired ones are gone from it).
    pub(crate) fn still_open(&self, doc: &PlayerDoc) -> Outcome<Vec<ChallengeId>> {
        let mut open = Vec::new();
        for &id in &doc.open_challenges {
            if self.store.challenge(id)?.is_some() {
                open.push(id);
            }
        }
        Ok(open)
    }

    /// Refuses a new challenge when the author already has as many open as a player may;
    /// else their open challenges as they stand, for [`Service::record_challenge`].
    pub(crate) fn room_for_a_challenge(&self, ctx: &Ctx<'_>) -> Outcome<Vec<ChallengeId>> {
        let open = self.still_open(&ctx.txn.player(ctx.me())?)?;
        if open.len() >= self.config.open_challenges {
            return refuse(ChallengeRefusal::TooManyOpen(open));
        }
        Ok(open)
    }

    /// Refuses another game against Palace to a player who already plays it in as many
    /// games as the config allows. The author's document is written with the new game, so
    /// that two such challenges at once are counted one after the other.
    pub(crate) fn room_for_an_engine_game(&self, ctx: &Ctx<'_>) -> Outcome<()> {
        let mut playing = Vec::new();
        for id in self.store.running_games_of(ctx.me())? {
            if let Ok(Some(g)) = self.store.game(id)
                && g.doc.is_running()
                && g.doc.has_engine()
            {
                playing.push(id);
            }
        }
        if playing.len() >= self.config.engine_games {
            return refuse(ChallengeRefusal::TooManyEngineGames(playing));
        }
        ctx.txn.update_player(ctx.me(), |_| {})?;
        Ok(())
    }

    /// Keeps challenge `id` among the author's open ones (with the challenge's writes).
    pub(crate) fn record_challenge(
        &self,
        ctx: &Ctx<'_>,
        open: Vec<ChallengeId>,
        id: ChallengeId,
    ) -> Outcome<()> {
        ctx.txn.update_player(ctx.me(), |doc| {
            doc.open_challenges = open.into_iter().chain([id]).collect();
        })?;
        Ok(())
    }

    /// Refuses a challenge by name to someone who takes none.
    pub(crate) fn check_takes_challenges(&self, ctx: &Ctx<'_>, opponent: &User) -> Outcome<()> {
        if ctx.txn.player(&opponent.id)?.takes_challenges {
            return Ok(());
        }
        refuse(ChallengeRefusal::TakesNone(opponent.name.clone()))
    }

    /// Whether `opponent` is to be told (pinged or DM'd, as they chose) of the author's
    /// challenge now: not when this author had them told less than the configured minutes
    /// ago. When they are told, the time is kept in their document (entries older than the
    /// interval are dropped, so it stays small).
    pub(crate) fn notice_allowed(&self, ctx: &Ctx<'_>, opponent: &UserId) -> Outcome<bool> {
        let interval = i64::from(self.config.challenge_notice_minutes) * MINUTE;
        let notices = ctx.txn.player(opponent)?.challenge_notices;
        if notices.recent(ctx.me(), ctx.now, interval) {
            return Ok(false);
        }
        ctx.txn.update_player(opponent, |doc| {
            doc.challenge_notices.note(ctx.me(), ctx.now, interval);
        })?;
        Ok(true)
    }
}
