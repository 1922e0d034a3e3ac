//! `/challenge`, `/accept`, `/decline`, `/cancel`.

use rules::{AnyGame, Color, Record, Variant};

use super::message::{Action, ActionStyle, Event, Label, Message, Title, TitleEnd};
use super::pictures::{challenge_start, style_of};
use super::request::{ChallengeTerms, Request};
use super::said::{ChallengeRefusal as No, ChallengeSaid, GameRefusal, GameSaid, Terms};
use super::{Ctx, Fail, Outcome, Service, refuse};
use crate::model::{ChallengeDoc, ChallengeId, ColorChoice, DAY, Damage, GameDoc, User, UserId};
use crate::store::{Counter, Store, Versioned};

impl<S: Store> Service<S> {
    /// `/challenge` naming no game: privately, which game? — a button per variant, each
    /// giving the challenge to `opponent` (or an open one).
    pub(crate) fn challenge_menu(
        &self,
        ctx: &Ctx<'_>,
        opponent: Option<&User>,
        level: Option<engine::Level>,
    ) -> Outcome {
        if opponent.is_some_and(|u| &u.id == ctx.me()) {
            return refuse(No::Yourself);
        }
        if let (Some(_), Some(u)) = (level, opponent) {
            return refuse(No::LevelWithOpponent {
                opponent: u.name.clone(),
            });
        }
        let actions = Variant::ALL
            .into_iter()
            .map(|variant| {
                let terms = ChallengeTerms {
                    opponent: opponent.cloned(),
                    variant,
                    color: ColorChoice::Random,
                    days: None,
                    rated: None,
                    fen: None,
                    level,
                };
                Action::new(
                    Label::Variant(variant),
                    ActionStyle::Primary,
                    Request::Challenge(terms),
                )
            })
            .collect();
        let said = ChallengeSaid::WhichGame {
            opponent: match level {
                Some(l) => Some(User::engine(l).name),
                None => opponent.map(|u| u.name.clone()),
            },
        };
        Ok(vec![Message::reply(ctx.me(), said).with_actions(actions)])
    }

    pub(crate) fn challenge(&self, ctx: &Ctx<'_>, terms: &ChallengeTerms) -> Outcome {
        let variant = terms.variant;
        let opponent = terms.opponent.as_ref();
        if opponent.is_some_and(|u| &u.id == ctx.me()) {
            return refuse(No::Yourself);
        }
        let fen = terms.fen.clone();
        let rated = terms.rated.unwrap_or(fen.is_none());
        if fen.is_some() && rated {
            return refuse(No::OwnStartRated);
        }
        if let Some(fen) = &fen {
            let mut record = Record::new(variant);
            record.start_fen.clone_from(fen);
            let game = AnyGame::from_record(&record)
                .map_err(|e| Fail::Refuse(No::BadStart(variant, Box::new(e)).into()))?;
            if let Some(o) = game.outcome() {
                return refuse(No::StartDecided(variant, o));
            }
        }
        let color = terms.color;
        let days = terms.days.unwrap_or(self.config.default_days);
        let level = terms.level;
        let opponent = match (level, opponent) {
            (Some(_), Some(u)) => {
                return refuse(No::LevelWithOpponent {
                    opponent: u.name.clone(),
                });
            }
            (Some(_), None) if terms.rated == Some(true) => {
                return refuse(No::PalaceUnrated);
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
            answers_only: ctx.cmd.place_answers_only,
        };
        if let Some(engine) = opponent.filter(|u| u.id.is_engine()) {
            // Palace takes its challenges at once, up to the author's share of its games.
            self.room_for_an_engine_game(ctx)?;
            return self.begin(ctx, &doc, &engine.id, None);
        }
        ctx.txn.put_challenge(None, doc.clone());
        self.record_challenge(ctx, open, id)?;
        if let Some(u) = opponent {
            // Remember the opponent's name for captions, without touching their settings.
            ctx.txn.refresh_name(u, ctx.cmd.server.as_ref(), None)?;
        }
        ctx.touch_author()?;
        let terms = terms_of(&doc, variant, &ctx.user().name);
        let challenge = Some(id);
        let accept = Action::new(
            Label::Accept,
            ActionStyle::Primary,
            Request::Accept { challenge },
        );
        let offered = ChallengeSaid::Offered {
            id,
            to: opponent.map(|u| u.name.clone()),
            terms: terms.clone(),
            // Whoever may accept sees the start position first (its FEN and picture).
            start: doc.fen.clone(),
        };
        let mut post = match opponent {
            Some(_) => Message::in_place_of(&doc, offered).with_actions(vec![
                accept,
                Action::new(
                    Label::Decline,
                    ActionStyle::Danger,
                    Request::Decline { challenge },
                ),
            ]),
            None => Message::in_place_of(&doc, offered).with_actions(vec![accept]),
        }
        .with_event(Event::ChallengePosted { challenge: id });
        if let Some(fen) = &doc.fen {
            let style = style_of(&ctx.txn.player(ctx.me())?);
            post.sketches
                .extend(challenge_start(id, variant, fen, style));
        }
        let out = match opponent {
            Some(u) if self.notice_allowed(ctx, &u.id)? => {
                let place = doc.place.clone();
                post.notifying(&u.id, ctx.txn.player(&u.id)?.notify, || {
                    ChallengeSaid::ChallengedYou { id, terms, place }
                })
            }
            Some(u) => vec![
                post,
                Message::reply(
                    ctx.me(),
                    ChallengeSaid::NoticeHeldBack {
                        opponent: u.name.clone(),
                        minutes: self.config.challenge_notice_minutes,
                    },
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
        none: impl FnOnce(&[ChallengeDoc]) -> No,
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
                _ => refuse(No::NoSuch(id)),
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
            _ => refuse(No::Which(found.iter().map(|c| c.doc.id).collect())),
        }
    }

    pub(crate) fn accept(&self, ctx: &Ctx<'_>, named: Option<ChallengeId>) -> Outcome {
        let me = ctx.me();
        let Versioned { version, doc: c } = self.find_challenge(
            ctx,
            named,
            |c| &c.challenger != me && c.opponent.as_ref().is_none_or(|o| o == me),
            |here| match here.iter().find(|c| &c.challenger == me) {
                Some(c) => No::OwnChallenge(c.id),
                None => No::NothingToAccept,
            },
        )?;
        if &c.challenger == me {
            return refuse(No::OwnChallenge(c.id));
        }
        if c.opponent.as_ref().is_some_and(|o| o != me) {
            return refuse(No::NotForYou(c.id));
        }
        if c.expires <= ctx.now {
            return refuse(No::Expired(c.id));
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
        let variant: Variant = c.variant.parse().map_err(|_| {
            Fail::Refuse(
                No::Unreadable {
                    id: c.id,
                    reason: Damage::UnknownVariant(c.variant.clone()),
                }
                .into(),
            )
        })?;
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
        let doc = GameDoc {
            rated: c.rated,
            server: c.server.clone(),
            answers_only: c.answers_only,
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
        let (doc, game) = self.open_game(&ctx.txn, doc, ctx.now)?;
        if let Some(v) = version {
            ctx.txn.remove_challenge(c.id, v);
        }
        ctx.touch_author()?;
        if doc.has_engine() {
            ctx.engine_game.set(Some(id));
        }
        self.game_begins(&ctx.txn, &doc, &game, c.post.clone(), ctx.now)
    }

    /// Game `doc` as it begins, its clock started (stopped while a player is away) and
    /// staged in `txn` to be written: a challenge's game or a tournament's.
    pub(crate) fn open_game(
        &self,
        txn: &super::txn::Txn<'_>,
        mut doc: GameDoc,
        now: crate::model::Time,
    ) -> Outcome<(GameDoc, AnyGame)> {
        let id = doc.id;
        let game = doc
            .rebuild()
            .map_err(|reason| Fail::Refuse(GameRefusal::Unreadable { game: id, reason }.into()))?;
        let remind = txn.player(doc.player(game.turn()))?.remind;
        // A player away (the challenger of an open challenge, say): the clock waits.
        let back = super::vacation::players_back_in(txn, &doc, now)?;
        doc.set_pause_end(game.turn(), back, now);
        doc.restart_clock(game.turn(), now, remind);
        txn.put_game(None, doc.clone());
        Ok((doc, game))
    }

    /// What says that game `doc` began: its announcement (taking the buttons off
    /// `challenge_post`, the message of its challenge, if any) and its first position.
    /// A tournament's game (many begin at once, each listed with its round) shows no
    /// board: the player to move is called as their settings say; a dark one's players
    /// get their own first view all the same.
    pub(crate) fn game_begins(
        &self,
        txn: &super::txn::Txn<'_>,
        doc: &GameDoc,
        game: &AnyGame,
        challenge_post: Option<String>,
        now: crate::model::Time,
    ) -> Outcome {
        let names = txn.names(doc)?;
        let begins = Message::in_place_of(
            doc,
            ChallengeSaid::GameBegins {
                game: doc.id,
                players: names.clone(),
                variant: game.variant(),
                days: doc.days,
                rated: doc.rated,
                first: game.turn(),
                event: doc.event,
            },
        )
        .with_event(Event::GameStarted {
            game: doc.id,
            challenge_post,
            in_event: doc.event.is_some(),
            title: game_title(doc, &names, None),
        });
        if doc.event.is_some() && !game.is_dark() {
            let mover = txn.player(doc.player(game.turn()))?;
            return Ok(
                begins.notifying(&mover.id, mover.notify, || GameSaid::YourMove {
                    game: doc.id,
                    variant: game.variant(),
                    place: doc.place.clone(),
                    played: None,
                    answered: None,
                }),
            );
        }
        let mut out = vec![begins];
        out.extend(self.position_messages(txn, doc, game, None, None, now)?);
        Ok(out)
    }

    pub(crate) fn decline(&self, ctx: &Ctx<'_>, named: Option<ChallengeId>) -> Outcome {
        let me = ctx.me();
        let Versioned { version, doc: c } = self.find_challenge(
            ctx,
            named,
            |c| c.opponent.as_ref() == Some(me),
            |_| No::NothingToDecline,
        )?;
        if c.opponent.as_ref() != Some(me) {
            return refuse(if &c.challenger == me {
                No::YoursToCancel(c.id)
            } else {
                No::NotForYou(c.id)
            });
        }
        self.remove_challenge(ctx, c.id, version)?;
        let challenger = ctx.txn.name_of(&c.challenger, c.server.as_ref())?;
        Ok(vec![
            Message::in_place_of(
                &c,
                ChallengeSaid::Declined {
                    id: c.id,
                    by: ctx.my_name_in(c.server.as_ref())?,
                    challenger,
                },
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
            |_| No::NothingToWithdraw,
        )?;
        if &c.challenger != me {
            return refuse(No::NotYoursToWithdraw(c.id));
        }
        self.remove_challenge(ctx, c.id, version)?;
        Ok(vec![
            Message::in_place_of(
                &c,
                ChallengeSaid::Withdrawn {
                    id: c.id,
                    by: ctx.my_name_in(c.server.as_ref())?,
                },
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

/// The event of a challenge that is no longer open.
pub(crate) fn closed(c: &ChallengeDoc) -> Event {
    Event::ChallengeClosed {
        challenge: c.id,
        post: c.post.clone(),
    }
}

/// The title of game `doc` between `names`, with how it ended once it has.
pub(crate) fn game_title(doc: &GameDoc, names: &[String; 2], end: Option<TitleEnd>) -> Title {
    Title {
        game: doc.id,
        players: names.clone(),
        end,
    }
}

/// The terms of challenge `c` as they are announced.
pub(crate) fn terms_of(c: &ChallengeDoc, variant: Variant, challenger: &str) -> Terms {
    Terms {
        variant,
        rated: c.rated,
        days: c.days,
        own_start: c.fen.is_some(),
        challenger: challenger.to_owned(),
        challenger_side: match c.color {
            ColorChoice::Red => Some(Color::Red),
            ColorChoice::Black => Some(Color::Black),
            ColorChoice::Random => None,
        },
    }
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
