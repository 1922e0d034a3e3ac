//! `/vacation`: a player goes away and the clocks of all their running games stop until
//! they are back (or come back early with `/vacation end`), within a yearly allowance.
//! The model keeps the allowance ([`crate::model::Away`]) and moves each game's deadline
//! ([`GameDoc::set_pause_end`]); this tells the opponents.

use super::message::Message;
use super::times::{duration, moment};
use super::words::count;
use super::{Ctx, Fail, Outcome, Service, refuse};
use crate::model::{DAY, GameDoc, Time, VacationRefusal};
use crate::store::Store;

impl<S: Store> Service<S> {
    pub(crate) fn vacation(&self, ctx: &Ctx<'_>, days: Option<u32>, end: bool) -> Outcome {
        ctx.touch_author()?;
        match (days, end) {
            (Some(_), true) => {
                refuse("give days: to go away, or end: to come back early, not both")
            }
            (None, false) => self.vacation_status(ctx),
            (Some(days), false) => self.go_away(ctx, days),
            (None, true) => self.come_back(ctx),
        }
    }

    fn vacation_status(&self, ctx: &Ctx<'_>) -> Outcome {
        let me = ctx.txn.player(ctx.me())?;
        let left = self.allowance_text(me.vacations.left(ctx.now, self.config.vacation_days));
        let text = match me.vacations.away_until(ctx.now) {
            Some(until) => format!(
                "You are away until {} ({} more): the clocks of your games are stopped. {left} /vacation end when you are back early.",
                moment(until),
                duration(until - ctx.now)
            ),
            None if self.config.vacation_days == 0 => {
                "Vacations are turned off on this bot.".to_owned()
            }
            None => format!(
                "You are not away. {left} /vacation days:N stops the clocks of all your games for N days."
            ),
        };
        Ok(vec![Message::reply(ctx.me(), text)])
    }

    fn go_away(&self, ctx: &Ctx<'_>, days: u32) -> Outcome {
        let allowance = self.config.vacation_days;
        let mut me = ctx.txn.player(ctx.me())?;
        let until = me
            .vacations
            .go_away(ctx.now, days, allowance)
            .map_err(|e| Fail::plain(self.refusal_text(e, days)))?;
        ctx.txn.update_player(ctx.me(), |d| *d = me.clone())?;
        let (games, mut out) = self.stop_clocks_anew(ctx, |doc, name| {
            format!(
                "Game {}: {name} is away until {} ({}): the clock is stopped until then{}.",
                doc.id,
                moment(until),
                duration(until - ctx.now),
                doc.stopped_until(ctx.now)
                    .filter(|&s| s > until)
                    .map(|s| format!(" and while the other player is away, until {}", moment(s)))
                    .unwrap_or_default(),
            )
        })?;
        let clocks = match games.as_slice() {
            [] => "you have no game in progress; games that begin meanwhile wait for you too"
                .to_owned(),
            [one] => format!("the clock of game {one} is stopped and your opponent is told"),
            many => format!(
                "the clocks of games {} are stopped and your opponents are told",
                list(many)
            ),
        };
        out.insert(
            0,
            Message::reply(
                ctx.me(),
                format!(
                    "You are away until {} ({}): {clocks}. {} /vacation end when you are back early.",
                    moment(until),
                    duration(until - ctx.now),
                    self.allowance_text(me.vacations.left(ctx.now, allowance)),
                ),
            ),
        );
        Ok(out)
    }

    fn come_back(&self, ctx: &Ctx<'_>) -> Outcome {
        let mut me = ctx.txn.player(ctx.me())?;
        let away = me
            .vacations
            .come_back(ctx.now)
            .map_err(|e| Fail::plain(self.refusal_text(e, 0)))?;
        ctx.txn.update_player(ctx.me(), |d| *d = me.clone())?;
        let (_, mut out) = self.stop_clocks_anew(ctx, |doc, name| {
            let how = match doc.stopped_until(ctx.now) {
                Some(s) => format!(
                    "the clock stays stopped while the other player is away, until {}",
                    moment(s)
                ),
                None => "the clock runs again".to_owned(),
            };
            format!("Game {}: {name} is back early: {how}.", doc.id)
        })?;
        out.insert(
            0,
            Message::reply(
                ctx.me(),
                format!(
                    "Welcome back: you were away {}. {}",
                    if away < 60 {
                        "less than a minute".to_owned()
                    } else {
                        duration(away)
                    },
                    self.allowance_text(me.vacations.left(ctx.now, self.config.vacation_days))
                ),
            ),
        );
        Ok(out)
    }

    /// Stops each running game of the author until the latest return of its players who
    /// are away (the author's vacation just changed), and tells each game's place, with
    /// the opponent notified their way. Returns the games and the messages.
    fn stop_clocks_anew(
        &self,
        ctx: &Ctx<'_>,
        notice: impl Fn(&GameDoc, &str) -> String,
    ) -> Outcome<(Vec<u64>, Vec<Message>)> {
        let (mut games, mut out) = (Vec::new(), Vec::new());
        let name = &ctx.user().name;
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
            let message = Message::public(&doc.place, notice(&doc, name));
            if them.is_engine() {
                out.push(message);
            } else {
                let notify = ctx.txn.player(&them)?.notify;
                let dm = message.said.clone();
                out.extend(message.notifying(&them, notify, || dm));
            }
            games.push(id);
        }
        Ok((games, out))
    }

    /// When the last of a game's players who are away at `now` comes back (`now` if none
    /// is away): until then its clock is stopped.
    pub(crate) fn players_back(&self, ctx: &Ctx<'_>, doc: &GameDoc) -> Outcome<Time> {
        let mut back = ctx.now;
        for p in [&doc.red, &doc.black] {
            if let Some(until) = ctx.txn.player(p)?.vacations.away_until(ctx.now) {
                back = back.max(until);
            }
        }
        Ok(back)
    }

    /// `12 d 3 h of your 21 vacation days are left (the last 365 days count).`
    pub(crate) fn allowance_text(&self, left: Time) -> String {
        let allowance = self.config.vacation_days;
        if left <= 0 {
            format!("None of your {allowance} vacation days in any 365 is left.")
        } else {
            format!(
                "{} of your {allowance} vacation days in any 365 {} left.",
                duration(left),
                if left == DAY { "is" } else { "are" }
            )
        }
    }

    fn refusal_text(&self, why: VacationRefusal, days: u32) -> String {
        match why {
            VacationRefusal::Off => "vacations are turned off on this bot".to_owned(),
            VacationRefusal::NotAway => {
                "you are not away (/vacation days:N stops your clocks for N days)".to_owned()
            }
            VacationRefusal::TooLong { left, allowance } if left <= 0 => format!(
                "you have no vacation left: all of your {allowance} days in any 365 are used"
            ),
            VacationRefusal::TooLong { left, allowance } => format!(
                "{} is more than the vacation you have left: {} of your {allowance} days in any 365",
                count(days, "day", "days"),
                duration(left)
            ),
        }
    }
}

/// `3, 5 and 8`.
fn list(ids: &[u64]) -> String {
    let text: Vec<String> = ids.iter().map(u64::to_string).collect();
    match text.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => text.join(""),
    }
}
