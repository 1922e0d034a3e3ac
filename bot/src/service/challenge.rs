//! `/challenge`, `/accept`, `/decline`, `/cancel`.

use rules::{AnyGame, Color, Record, Variant};

use super::message::{Action, ActionStyle, Event, Message};
use super::pictures::{challenge_start, style_of};
use super::request::ChallengeTerms;
use super::words::with_side;
use super::{Ctx, Fail, Outcome, Service, refuse};
use crate::model::{ChallengeDoc, ChallengeId, ColorChoice, DAY, GameDoc, User, UserId};
use crate::store::{Counter, Store, Versioned};

impl<S: Store> Service<S> {
    pub(crate) fn challenge(&self, ctx: &Ctx<'_>, terms: &ChallengeTerms) -> Outcome {
        let variant = terms.variant;
        let opponent = terms.opponent.as_ref();
        if opponent.is_some_and(|u| &u.id == ctx.me()) {
            return refuse("you cannot challenge yourself");
        }
        let fen = terms.fen.clone();
        let rated = terms.rated.unwrap_or(fen.is_none());
        if fen.is_some() && rated {
            return refuse("a game from your own start position cannot be rated: add rated:false");
        }
        if let Some(fen) = &fen {
            let mut record = Record::new(variant);
            record.start_fen.clone_from(fen);
            let game = AnyGame::from_record(&record)
                .map_err(|e| Fail::plain(format!("that start position cannot be used: {e}")))?;
            if let Some(o) = game.outcome() {
                return refuse(format!(
                    "that start position is already decided: {}",
                    super::words::result_text(variant, o)
                ));
            }
        }
        let color = terms.color;
        let days = terms.days.unwrap_or(self.config.default_days);
        let level = terms.level;
        let opponent = match (level, opponent) {
            (Some(_), Some(u)) => {
                return refuse(format!(
                    "level: is for a game against Palace; leave out opponent:{} (or leave out level: to challenge them)",
                    u.name
                ));
            }
            (Some(_), None) if terms.rated == Some(true) => {
                return refuse(
                    "games against Palace are not rated: leave out rated: or add rated:false",
                );
            }
            (Some(l), None) => Some(User::engine(l)),
            (None, u) => u.cloned(),
        };
        let opponent = opponent.as_ref();
        let rated = rated && level.is_none();
        let person = opponent.filter(|u| !u.id.is_engine());
        let open = match person {
            Some(u) => {
                self.check_takes_challenges(ctx, u)?;
                self.room_for_a_challenge(ctx)?
            }
            None if level.is_none() => self.room_for_a_challenge(ctx)?,
            None => Vec::new(),
        };
        let id = ctx.next_id(Counter::Challenge)?;
        let doc = ChallengeDoc {
            id,
            challenger: ctx.me().clone(),
            opponent: opponent.map(|u| u.id.clone()),
            place: ctx.cmd.place.clone(),
            variant: variant.name().to_owned(),
            color,
            days,
            rated,
            fen,
            created: ctx.now,
            expires: ctx.now + i64::from(self.config.challenge_days) * DAY,
            post: None,
            server: ctx.cmd.server.clone(),
        };
        if let Some(engine) = opponent.filter(|u| u.id.is_engine()) {
            // Palace takes its challenges at once.
            return self.begin(ctx, &doc, &engine.id, None);
        }
        ctx.txn.put_challenge(None, doc.clone());
        self.record_challenge(ctx, open, id)?;
        if let Some(u) = opponent {
            // Remember the opponent's name for captions, without touching their settings.
            ctx.txn.refresh_name(&u.id, &u.name)?;
        }
        ctx.touch_author()?;
        let me = &ctx.user().name;
        let terms = terms_text(&doc, variant, me);
        let accept = Action::new(
            "Accept",
            ActionStyle::Primary,
            "accept",
            &[("challenge", id.to_string())],
        );
        // Whoever may accept sees the start position first (its FEN and picture).
        let start = doc
            .fen
            .as_ref()
            .map_or(String::new(), |fen| format!("\nStart position: `{fen}`"));
        let mut post = match opponent {
            Some(u) => Message::public(
                &doc.place,
                format!(
                    "{me} challenges {} to {terms}. {}: /accept challenge:{id} or /decline challenge:{id}.{start}",
                    u.name, u.name
                ),
            )
            .with_actions(vec![
                accept,
                Action::new(
                    "Decline",
                    ActionStyle::Danger,
                    "decline",
                    &[("challenge", id.to_string())],
                ),
            ]),
            None => Message::public(
                &doc.place,
                format!("{me} offers a game of {terms}. Anyone here may /accept challenge:{id}.{start}"),
            )
            .with_actions(vec![accept]),
        }
        .with_event(Event::ChallengePosted { challenge: id });
        if let Some(fen) = &doc.fen {
            let style = style_of(&ctx.txn.player(ctx.me())?);
            post.picture = challenge_start(id, variant, fen, style);
        }
        let out = match opponent {
            Some(u) if self.notice_allowed(ctx, &u.id)? => {
                post.notifying(&u.id, ctx.txn.player(&u.id)?.notify, || {
                    format!(
                        "{me} challenged you to {terms} in {}: /accept challenge:{id} there.",
                        doc.place
                    )
                })
            }
            Some(u) => vec![
                post,
                Message::reply(
                    ctx.me(),
                    format!(
                        "{} was told of a challenge of yours less than {} ago, so this one \
                         is posted without pinging or messaging them again",
                        u.name,
                        super::words::count(
                            self.config.challenge_notice_minutes,
                            "minute",
                            "minutes"
                        )
                    ),
                ),
            ],
            None => vec![post],
        };
        Ok(out)
    }

    /// The challenge a command means: `challenge:ID`, else the only one in this place
    /// that `pick` allows (if none, the refusal is `none` of all the challenges here).
    fn find_challenge(
        &self,
        ctx: &Ctx<'_>,
        named: Option<ChallengeId>,
        pick: impl Fn(&ChallengeDoc) -> bool,
        none: impl FnOnce(&[ChallengeDoc]) -> String,
    ) -> Outcome<Versioned<ChallengeDoc>> {
        if let Some(id) = named {
            // One answer for a challenge that is gone and one that is not to be reached
            // from here (another server's), so that nothing of the other shows.
            return match self.store.challenge(id)? {
                Some(c) if c.doc.reachable(ctx.me(), &ctx.cmd.place) => {
                    if ctx.cmd.server.is_some() && c.doc.server != ctx.cmd.server {
                        // Its named opponent, from another server.
                        ctx.foreign.set(true);
                    }
                    Ok(c)
                }
                _ => refuse(format!(
                    "there is no challenge {id} here (it may have been taken, withdrawn or expired)"
                )),
            };
        }
        let mut here = Vec::new();
        for id in self.store.challenges_in(&ctx.cmd.place)? {
            if let Some(c) = self.store.challenge(id)? {
                here.push(c);
            }
        }
        let (mut found, others): (Vec<_>, Vec<_>) = here.into_iter().partition(|c| pick(&c.doc));
        match found.len() {
            0 => refuse(none(&others.into_iter().map(|c| c.doc).collect::<Vec<_>>())),
            1 => Ok(found.remove(0)),
            _ => {
                let ids: Vec<String> = found
                    .iter()
                    .map(|c| format!("challenge:{}", c.doc.id))
                    .collect();
                refuse(format!("which challenge? add one of {}", ids.join(", ")))
            }
        }
    }

    pub(crate) fn accept(&self, ctx: &Ctx<'_>, named: Option<ChallengeId>) -> Outcome {
        let me = ctx.me();
        let Versioned { version, doc: c } = self.find_challenge(
            ctx,
            named,
            |c| &c.challenger != me && c.opponent.as_ref().is_none_or(|o| o == me),
            |here| match here.iter().find(|c| &c.challenger == me) {
                Some(c) => own_challenge(c.id),
                None => "there is no challenge here for you to accept".to_owned(),
            },
        )?;
        if &c.challenger == me {
            return refuse(own_challenge(c.id));
        }
        if c.opponent.as_ref().is_some_and(|o| o != me) {
            return refuse(format!("challenge {} is not addressed to you", c.id));
        }
        if c.expires <= ctx.now {
            return refuse(format!("challenge {} has expired", c.id));
        }
        self.begin(ctx, &c, me, Some(version))
    }

    /// Starts the game of challenge `c` between its challenger and `opponent` (removing
    /// the stored challenge at `version`; a challenge of the engine was never stored).
    fn begin(
        &self,
        ctx: &Ctx<'_>,
        c: &ChallengeDoc,
        opponent: &UserId,
        version: Option<u64>,
    ) -> Outcome {
        let me = opponent;
        let variant: Variant = c.variant.parse().map_err(|e| Fail::plain(format!("{e}")))?;
        let challenger_red = match c.color {
            ColorChoice::Red => true,
            ColorChoice::Black => false,
            ColorChoice::Random => coin(),
        };
        let (red, black) = if challenger_red {
            (c.challenger.clone(), me.clone())
        } else {
            (me.clone(), c.challenger.clone())
        };
        let id = ctx.next_id(Counter::Game)?;
        let start_fen = c
            .fen
            .clone()
            .unwrap_or_else(|| variant.start_fen().to_owned());
        let mut doc = GameDoc {
            rated: c.rated,
            server: c.server.clone(),
            ..GameDoc::new(
                id,
                variant,
                start_fen,
                [red, black],
                c.place.clone(),
                c.days,
                ctx.now,
            )
        };
        let game = doc.rebuild().map_err(Fail::plain)?;
        let remind = ctx.txn.player(doc.player(game.turn()))?.remind;
        // A player away (the challenger of an open challenge, say): the clock waits.
        let back = self.players_back(ctx, &doc)?;
        doc.set_pause_end(game.turn(), back, ctx.now);
        doc.restart_clock(game.turn(), ctx.now, remind);
        ctx.txn.put_game(None, doc.clone());
        if let Some(v) = version {
            ctx.txn.remove_challenge(c.id, v);
        }
        ctx.touch_author()?;
        if doc.has_engine() {
            ctx.engine_game.set(Some(id));
        }
        let names = ctx.txn.names(&doc)?;
        let mut out = vec![
            Message::public(
                &doc.place,
                format!(
                    "Game {id} begins: {} vs {}, {}, {} per move{}. {} moves first.",
                    with_side(&names[0], variant.side_name(Color::Red)),
                    with_side(&names[1], variant.side_name(Color::Black)),
                    variant.title(),
                    days_text(doc.days),
                    if doc.rated { ", rated" } else { ", casual" },
                    names[game.turn().index()],
                ),
            )
            .with_event(Event::GameStarted {
                game: id,
                challenge_post: c.post.clone(),
                title: game_title(&doc, &names, None),
            }),
        ];
        out.extend(self.position_messages(&ctx.txn, &doc, &game, None, None)?);
        Ok(out)
    }

    pub(crate) fn decline(&self, ctx: &Ctx<'_>, named: Option<ChallengeId>) -> Outcome {
        let me = ctx.me();
        let Versioned { version, doc: c } = self.find_challenge(
            ctx,
            named,
            |c| c.opponent.as_ref() == Some(me),
            |_| "there is no challenge here addressed to you".to_owned(),
        )?;
        if c.opponent.as_ref() != Some(me) {
            return refuse(if &c.challenger == me {
                format!("challenge {} is yours: /cancel withdraws it", c.id)
            } else {
                format!("challenge {} is not addressed to you", c.id)
            });
        }
        self.remove_challenge(ctx, c.id, version)?;
        let challenger = ctx.txn.name_of(&c.challenger)?;
        Ok(vec![
            Message::public(
                &c.place,
                format!(
                    "{} declined {challenger}'s challenge {}.",
                    ctx.user().name,
                    c.id
                ),
            )
            .with_event(closed(&c)),
        ])
    }

    pub(crate) fn cancel(&self, ctx: &Ctx<'_>, named: Option<ChallengeId>) -> Outcome {
        let me = ctx.me();
        let Versioned { version, doc: c } = self.find_challenge(
            ctx,
            named,
            |c| &c.challenger == me,
            |_| "you have no challenge here to withdraw".to_owned(),
        )?;
        if &c.challenger != me {
            return refuse(format!("challenge {} is not yours to withdraw", c.id));
        }
        self.remove_challenge(ctx, c.id, version)?;
        Ok(vec![
            Message::public(
                &c.place,
                format!("{} withdrew challenge {}.", ctx.user().name, c.id),
            )
            .with_event(closed(&c)),
        ])
    }

    fn remove_challenge(&self, ctx: &Ctx<'_>, id: ChallengeId, version: u64) -> Outcome<()> {
        ctx.txn.remove_challenge(id, version);
        ctx.touch_author()
    }
}

/// A fair coin nobody can predict: one bit of SipHash under a fresh `RandomState`, whose
/// keys come from the operating system's random source (std seeds them with it once per
/// thread and never hands them out). The old parity of the id and the time could be
/// foreseen by anyone who saw the challenge's number and the clock.
fn coin() -> bool {
    use std::hash::BuildHasher;
    std::collections::hash_map::RandomState::new().hash_one(0u8) & 1 == 1
}

/// The refusal to accept one's own challenge.
fn own_challenge(id: ChallengeId) -> String {
    format!(
        "challenge {id} is your own: someone else accepts it (/cancel challenge:{id} withdraws it)"
    )
}

/// The event of a challenge that is no longer open.
pub(crate) fn closed(c: &ChallengeDoc) -> Event {
    Event::ChallengeClosed {
        challenge: c.id,
        post: c.post.clone(),
    }
}

/// `Game 12 · Alice vs Bob`, with ` · 1–0` once decided.
pub(crate) fn game_title(doc: &GameDoc, names: &[String; 2], result: Option<&str>) -> String {
    let mut title = format!("Game {} · {} vs {}", doc.id, names[0], names[1]);
    if let Some(r) = result {
        title.push_str(" · ");
        title.push_str(r);
    }
    title
}

/// `1 day`, `3 days`.
pub(crate) fn days_text(days: u32) -> String {
    if days == 1 {
        "1 day".to_owned()
    } else {
        format!("{days} days")
    }
}

/// `Mini Xiangqi (rated, 3 days per move; Alice plays red)`.
fn terms_text(c: &ChallengeDoc, variant: Variant, challenger: &str) -> String {
    let side = match c.color {
        ColorChoice::Red => format!("; {challenger} plays {}", variant.side_name(Color::Red)),
        ColorChoice::Black => format!("; {challenger} plays {}", variant.side_name(Color::Black)),
        ColorChoice::Random => "; sides drawn at random".to_owned(),
    };
    let start = if c.fen.is_some() {
        ", own start position"
    } else {
        ""
    };
    format!(
        "{} ({}, {} per move{start}{side})",
        variant.title(),
        if c.rated { "rated" } else { "casual" },
        days_text(c.days)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_coin_falls_both_ways_about_evenly() {
        let heads = (0..4000).filter(|_| coin()).count();
        // Binomial(4000, 1/2): 2000 ± 158 is more than 5 standard deviations.
        assert!((1842..=2158).contains(&heads), "{heads} heads in 4000");
        // Consecutive throws are not one pattern (the old parity alternated with the id).
        let throws: Vec<bool> = (0..64).map(|_| coin()).collect();
        assert!(throws.windows(2).any(|w| w[0] == w[1]));
        assert!(throws.windows(2).any(|w| w[0] != w[1]));
    }
}
