//! `/vacation`: a player goes away and the clocks of all their running games stop until
//! they are back (or come back early with `/vacation end`), within a yearly allowance.
//! The model keeps the allowance ([`crate::model::Away`]) and moves each game's deadline
//! ([`GameDoc::set_pause_end`]); this tells the opponents.

use super::message::Message;
use super::said::{Allowance, VacationRefusal as No, VacationSaid};
use super::{Ctx, Fail, Outcome, Service, refuse};
use crate::model::{DAY, GameDoc, Time, VacationRefusal};
use crate::store::Store;

impl<S: Store> Service<S> {
    pub(crate) fn vacation(&self, ctx: &Ctx<'_>, days: Option<u32>, end: bool) -> Outcome {
        ctx.touch_author()?;
        match (days, end) {
            (Some(_), true) => refuse(No::DaysAndEnd),
            (None, false) => self.vacation_status(ctx),
            (Some(days), false) => self.go_away(ctx, days),
            (None, true) => self.come_back(ctx),
        }
    }

    fn vacation_status(&self, ctx: &Ctx<'_>) -> Outcome {
        let me = ctx.txn.player(ctx.me())?;
        let status = VacationSaid::Status {
            away: me
                .vacations
                .away_until(ctx.now)
                .map(|until| (until, until - ctx.now)),
            allowance: (self.config.vacation_days > 0).then(|| self.allowance(&me, ctx.now)),
        };
        Ok(vec![Message::reply(ctx.me(), status)])
    }

    fn go_away(&self, ctx: &Ctx<'_>, days: u32) -> Outcome {
        let allowance = self.config.vacation_days;
        let mut me = ctx.txn.player(ctx.me())?;
        let until = me
            .vacations
            .go_away(ctx.now, days, allowance)
            .map_err(|e| Fail::Refuse(refusal(e, days).into()))?;
        ctx.txn.update_player(ctx.me(), |d| *d = me.clone())?;
        let (games, untold, mut out) =
            self.stop_clocks_anew(ctx, |doc, name| VacationSaid::AwayNotice {
                game: doc.id,
                name: name.to_owned(),
                until: (until, until - ctx.now),
                other_until: doc.stopped_until(ctx.now).filter(|&s| s > until),
            })?;
        out.insert(
            0,
            Message::reply(
                ctx.me(),
                VacationSaid::WentAway {
                    until: (until, until - ctx.now),
                    games,
                    untold,
                    allowance: self.allowance(&me, ctx.now),
                },
            ),
        );
        Ok(out)
    }

    fn come_back(&self, ctx: &Ctx<'_>) -> Outcome {
        let mut me = ctx.txn.player(ctx.me())?;
        let away = me
            .vacations
            .come_back(ctx.now)
            .map_err(|e| Fail::Refuse(refusal(e, 0).into()))?;
        ctx.txn.update_player(ctx.me(), |d| *d = me.clone())?;
        let (_, untold, mut out) =
            self.stop_clocks_anew(ctx, |doc, name| VacationSaid::BackNotice {
                game: doc.id,
                name: name.to_owned(),
                still_until: doc.stopped_until(ctx.now),
            })?;
        out.insert(
            0,
            Message::reply(
                ctx.me(),
                VacationSaid::CameBack {
                    away,
                    untold,
                    allowance: self.allowance(&me, ctx.now),
                },
            ),
        );
        Ok(out)
    }

    /// Stops each running game of the author until the latest return of its players who
    /// are away (the author's vacation just changed), and tells each game's place, with
    /// the opponent notified their way: each opponent at most once a day (and once for all
    /// their games with the author), so that going away and back again and again does
    /// not post and ping without end; their `/games` and the clock show it at once.
    /// Returns the games, those whose opponent is not told, and the messages.
    fn stop_clocks_anew(
        &self,
        ctx: &Ctx<'_>,
        notice: impl Fn(&GameDoc, &str) -> VacationSaid,
    ) -> Outcome<(Vec<u64>, Vec<u64>, Vec<Message>)> {
        let (mut games, mut untold, mut out) = (Vec::new(), Vec::new(), Vec::new());
        let mut told = ctx.txn.player(ctx.me())?.vacation_notices;
        for id in self.store.running_games_of(ctx.me())? {
            // A game that cannot be read is left as it is.
            let Ok(loaded) = self.load(id) else { continue };
            if !loaded.doc.is_running() {
                continue;
            }
            let mut doc = loaded.doc;
            let end = self.players_back(ctx, &doc)?;
            doc.set_pause_end(loaded.game.turn(), end, ctx.now);
            ctx.txn.put_game(Some(loaded.version), doc.clone());
            let me = doc.color_of(ctx.me()).expect("one of my games");
            let them = doc.player(!me).clone();
            games.push(id);
            if told.recent(&them, ctx.now, DAY) {
                untold.push(id);
                continue;
            }
            told.note(&them, ctx.now, DAY);
            let name = ctx.my_name_in(doc.server.as_ref())?;
            let message = Message::in_place_of(&doc, notice(&doc, &name));
            if them.is_engine() {
                out.push(message);
            } else {
                let notify = ctx.txn.player(&them)?.notify;
                let dm = message.said.clone();
                out.extend(message.notifying(&them, notify, || dm));
            }
        }
        ctx.txn
            .update_player(ctx.me(), |d| d.vacation_notices = told)?;
        Ok((games, untold, out))
    }

    /// When the last of a game's players who are away at `now` comes back (`now` if none
    /// is away): until then its clock is stopped.
    pub(crate) fn players_back(&self, ctx: &Ctx<'_>, doc: &GameDoc) -> Outcome<Time> {
        players_back_in(&ctx.txn, doc, ctx.now)
    }

    /// What is left of `player`'s vacation allowance at `now`.
    pub(crate) fn allowance(&self, player: &crate::model::PlayerDoc, now: Time) -> Allowance {
        Allowance {
            left: player.vacations.left(now, self.config.vacation_days),
            days: self.config.vacation_days,
        }
    }
}

/// When the last of a game's players who are away at `now` comes back, as read in `txn`
/// (see [`Service::players_back`]).
pub(crate) fn players_back_in(
    txn: &super::txn::Txn<'_>,
    doc: &GameDoc,
    now: Time,
) -> Outcome<Time> {
    let mut back = now;
    for p in [&doc.red, &doc.black] {
        if let Some(until) = txn.player(p)?.vacations.away_until(now) {
            back = back.max(until);
        }
    }
    Ok(back)
}

/// The refusal of a vacation of `days` the model refused.
fn refusal(why: VacationRefusal, days: u32) -> No {
    match why {
        VacationRefusal::Off => No::Off,
        VacationRefusal::NotAway => No::NotAway,
        VacationRefusal::TooLong { left, allowance } => No::TooLong {
            days,
            left,
            allowance,
        },
    }
}
