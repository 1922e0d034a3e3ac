//! `/tournament`: a server's round robins and Swiss events — sign-up, the start, rounds
//! paired as the last one ends, withdrawals, standings — over the stored
//! [`TournamentDoc`], whose games are ordinary games marked with their event.
//!
//! Every game of an event writes the event's document when it ends (its result, in the
//! same commit as the game): two games ending at once in two processes conflict there, and
//! the second, run again on fresh state, sees both results — so the next Swiss round is
//! paired exactly once, by whichever ending completed the round.

use rules::{Color, EndReason, Outcome as Result_, Variant};

use super::message::{Action, ActionStyle, Event, Label, Message};
use super::request::{EventAction, Request, TournamentTerms};
use super::said::{
    EventLine, EventTerms, LEAST_PLAYERS, PairedGame, StandingRow, Standings,
    TournamentRefusal as No, TournamentSaid, Withdrawal,
};
use super::txn::Txn;
use super::{Ctx, Fail, Outcome, Service, refuse};
use crate::model::{
    DAY, Entrant, EventFormat, EventGame, EventRef, EventResult, EventRound, EventStage, GameDoc,
    Server, Time, TournamentDoc, TournamentId, User, UserId,
};
use crate::store::{Counter, Store};
use crate::tournament::Round;
use crate::tournament::standings::Outcome as EventOutcome;

/// How many of a server's tournaments `list` shows, newest first.
const LISTED: usize = 20;

/// The rating an entrant without one in the event's game is ranked by.
const UNRATED: i32 = 1500;

impl<S: Store> Service<S> {
    /// `/tournament action: …`.
    pub(crate) fn tournament(
        &self,
        ctx: &Ctx<'_>,
        action: EventAction,
        named: Option<TournamentId>,
        terms: Option<&TournamentTerms>,
        player: Option<&User>,
    ) -> Outcome {
        let Some(server) = ctx.cmd.server.clone() else {
            return refuse(No::NotInServer);
        };
        if ctx.cmd.place_answers_only {
            return refuse(No::NeedsPalaceHere);
        }
        match action {
            EventAction::Create => self.create_event(
                ctx,
                &server,
                terms.expect("create is parsed with its terms"),
            ),
            EventAction::List => self.list_events(ctx, &server),
            _ => {
                let doc = self.find_event(ctx, &server, named, action)?;
                match action {
                    EventAction::Join => self.join_event(ctx, doc),
                    EventAction::Leave => self.leave_event(ctx, doc),
                    EventAction::Start => {
                        self.may_run(ctx, &doc)?;
                        if doc.stage != EventStage::SignUp {
                            return refuse(No::WrongStage {
                                id: doc.id,
                                stage: doc.stage,
                                action,
                            });
                        }
                        if doc.entrants.len() < LEAST_PLAYERS {
                            return refuse(No::TooFew {
                                id: doc.id,
                                players: doc.entrants.len(),
                            });
                        }
                        ctx.touch_author()?;
                        self.start_event(&ctx.txn, doc, ctx.now)
                    }
                    EventAction::Standings => Ok(vec![self.standings_message(
                        &ctx.txn,
                        &doc,
                        Some(&ctx.cmd.place),
                    )?]),
                    EventAction::Withdraw => {
                        self.may_run(ctx, &doc)?;
                        let user = player.expect("withdraw is parsed with its player");
                        let Some(p) = doc.entrant(&user.id).filter(|&p| {
                            !doc.entrants[p].withdrawn && doc.stage != EventStage::Finished
                        }) else {
                            return refuse(No::NotPlaying {
                                id: doc.id,
                                name: user.name.clone(),
                            });
                        };
                        ctx.touch_author()?;
                        if doc.stage == EventStage::SignUp {
                            return self.drop_entry(ctx, doc, p);
                        }
                        self.withdraw(&ctx.txn, doc.id, p, Withdrawal::ByOrganiser, ctx.now)
                    }
                    EventAction::Create | EventAction::List => unreachable!("answered above"),
                }
            }
        }
    }

    /// `create`: a new event taking entries, announced with Join and Leave.
    fn create_event(&self, ctx: &Ctx<'_>, server: &Server, terms: &TournamentTerms) -> Outcome {
        if !self.may_organise(ctx, server)? {
            return refuse(No::MayNotCreate);
        }
        let most = match terms.format {
            EventFormat::RoundRobin { .. } => self.config.round_robin_players,
            EventFormat::Swiss { .. } => self.config.swiss_players,
        };
        let limit = terms.limit.unwrap_or(most);
        if limit > most {
            return refuse(No::LimitTooHigh {
                format: terms.format,
                asked: limit,
                most,
            });
        }
        let id = ctx.next_id(Counter::Tournament)?;
        let doc = TournamentDoc {
            id,
            server: server.clone(),
            place: ctx.cmd.place.clone(),
            organiser: ctx.me().clone(),
            format: terms.format,
            variant: terms.variant.name().to_owned(),
            days: terms.days.unwrap_or(self.config.default_days),
            rated: terms.rated.unwrap_or(true),
            deadline: terms.signup_days.map(|d| ctx.now + i64::from(d) * DAY),
            limit,
            entrants: Vec::new(),
            stage: EventStage::SignUp,
            rounds: Vec::new(),
        };
        ctx.txn.put_new_tournament(doc.clone())?;
        ctx.touch_author()?;
        let said = TournamentSaid::Created {
            id,
            organiser: ctx.user().name.clone(),
            terms: terms_of(&doc, terms.variant),
        };
        Ok(vec![
            Message::public(&ctx.cmd.place, Some(server), said)
                .with_actions(sign_up_actions(id))
                .with_event(Event::TournamentCreated {
                    tournament: id,
                    variant: terms.variant,
                }),
        ])
    }

    /// Whether the author may open a tournament in `server`: they manage it, or hold the
    /// role it named (`/settings for:server organisers:`; its `@everyone`: anyone).
    fn may_organise(&self, ctx: &Ctx<'_>, server: &Server) -> Outcome<bool> {
        if ctx.cmd.manages_server {
            return Ok(true);
        }
        Ok(match ctx.txn.server(server)?.organisers {
            Some(role) => role == server.0 || ctx.cmd.roles.contains(&role),
            None => false,
        })
    }

    /// `list`: the server's events, newest first ([`LISTED`] at most).
    fn list_events(&self, ctx: &Ctx<'_>, server: &Server) -> Outcome {
        let mut events = Vec::new();
        for id in self
            .store
            .tournaments_of(server)?
            .into_iter()
            .rev()
            .take(LISTED)
        {
            let Some(doc) = ctx.txn.tournament(id)? else {
                continue;
            };
            let Ok(variant) = doc.variant() else {
                continue;
            };
            events.push(EventLine {
                id,
                format: doc.format,
                variant,
                stage: doc.stage,
                players: doc.entrants.len(),
                limit: doc.limit,
                rounds: doc.rounds.len(),
            });
        }
        Ok(vec![Message::reply(
            ctx.me(),
            TournamentSaid::List { events },
        )])
    }

    /// The event a command means: `named` if it is this server's; else the server's only
    /// event that `action` applies to (for the standings, the latest to have ended when
    /// none runs).
    fn find_event(
        &self,
        ctx: &Ctx<'_>,
        server: &Server,
        named: Option<TournamentId>,
        action: EventAction,
    ) -> Outcome<TournamentDoc> {
        if let Some(id) = named {
            return match ctx.txn.tournament(id)? {
                Some(doc) if &doc.server == server => Ok(doc),
                _ => refuse(No::NotFound(id)),
            };
        }
        let me = ctx.me();
        let mut all = Vec::new();
        for id in self.store.tournaments_of(server)? {
            all.extend(ctx.txn.tournament(id)?);
        }
        let fits = |d: &TournamentDoc| match action {
            EventAction::Join | EventAction::Start => d.stage == EventStage::SignUp,
            EventAction::Leave => {
                d.stage != EventStage::Finished
                    && d.entrant(me).is_some_and(|p| !d.entrants[p].withdrawn)
            }
            _ => d.stage != EventStage::Finished,
        };
        let mut found: Vec<TournamentDoc> = all.iter().filter(|d| fits(d)).cloned().collect();
        if found.is_empty() && action == EventAction::Standings {
            found.extend(all.last().cloned());
        }
        match found.len() {
            0 => refuse(No::NoneHere(action)),
            1 => Ok(found.remove(0)),
            _ => refuse(No::Several {
                action,
                ids: found.iter().map(|d| d.id).collect(),
            }),
        }
    }

    /// Whether the author runs `doc`: its organiser, or one who manages the server.
    fn may_run(&self, ctx: &Ctx<'_>, doc: &TournamentDoc) -> Outcome<()> {
        if &doc.organiser == ctx.me() || ctx.cmd.manages_server {
            Ok(())
        } else {
            refuse(No::NotOrganiser(doc.id))
        }
    }

    /// `join`.
    fn join_event(&self, ctx: &Ctx<'_>, doc: TournamentDoc) -> Outcome {
        let me = ctx.me();
        if me.is_engine() {
            return refuse(No::NotForPalace);
        }
        if doc.stage != EventStage::SignUp {
            return refuse(No::WrongStage {
                id: doc.id,
                stage: doc.stage,
                action: EventAction::Join,
            });
        }
        if doc.entrant(me).is_some() {
            return refuse(No::AlreadyIn(doc.id));
        }
        if doc.entrants.len() >= doc.limit as usize {
            return refuse(No::Full {
                id: doc.id,
                limit: doc.limit,
            });
        }
        let rating = ctx
            .txn
            .player(me)?
            .ratings
            .get(&doc.variant)
            .map_or(UNRATED, |r| r.rating.round() as i32);
        let doc = ctx.txn.update_tournament(doc.id, |d| {
            d.entrants.push(Entrant {
                user: me.clone(),
                rating,
                withdrawn: false,
            })
        })?;
        ctx.touch_author()?;
        Ok(vec![Message::public(
            &ctx.cmd.place,
            Some(&doc.server),
            TournamentSaid::Joined {
                id: doc.id,
                name: ctx.user().name.clone(),
                players: doc.entrants.len(),
                limit: doc.limit,
            },
        )])
    }

    /// `leave`: off the list before the start, withdrawn after it.
    fn leave_event(&self, ctx: &Ctx<'_>, doc: TournamentDoc) -> Outcome {
        let Some(p) = doc.entrant(ctx.me()) else {
            return refuse(No::NotIn(doc.id));
        };
        ctx.touch_author()?;
        match doc.stage {
            EventStage::SignUp => self.drop_entry(ctx, doc, p),
            EventStage::Running if !doc.entrants[p].withdrawn => {
                self.withdraw(&ctx.txn, doc.id, p, Withdrawal::Left, ctx.now)
            }
            EventStage::Running => refuse(No::NotIn(doc.id)),
            EventStage::Finished => refuse(No::WrongStage {
                id: doc.id,
                stage: doc.stage,
                action: EventAction::Leave,
            }),
        }
    }

    /// Takes entrant `p` off an event still taking entries.
    fn drop_entry(&self, ctx: &Ctx<'_>, doc: TournamentDoc, p: usize) -> Outcome {
        let user = doc.entrants[p].user.clone();
        let doc = ctx.txn.update_tournament(doc.id, |d| {
            d.entrants.remove(p);
        })?;
        Ok(vec![Message::public(
            &ctx.cmd.place,
            Some(&doc.server),
            TournamentSaid::Left {
                id: doc.id,
                name: ctx.txn.name_of(&user, Some(&doc.server))?,
                players: doc.entrants.len(),
            },
        )])
    }

    /// Starts event `doc` now: a round robin's games all at once, a Swiss's first round.
    pub(crate) fn start_event(&self, txn: &Txn<'_>, doc: TournamentDoc, now: Time) -> Outcome {
        txn.prefetch(doc.entrants.iter().map(|e| e.user.clone()))?;
        let n = doc.entrants.len();
        let doc = txn.update_tournament(doc.id, |d| {
            d.stage = EventStage::Running;
            d.deadline = None;
            if let EventFormat::Swiss { rounds } = &mut d.format {
                // Without meeting twice, n players have n − 1 rounds (n with a bye each).
                let most = if n.is_multiple_of(2) { n - 1 } else { n } as u32;
                *rounds = (*rounds).min(most);
            }
        })?;
        let mut players = Vec::with_capacity(n);
        for e in &doc.entrants {
            players.push(txn.name_of(&e.user, Some(&doc.server))?);
        }
        let rounds: Vec<Round> = match doc.format {
            EventFormat::RoundRobin { .. } => doc.round_robin(),
            EventFormat::Swiss { .. } => doc.next_swiss_round().into_iter().collect(),
        };
        let games = rounds.iter().map(|r| r.pairings.len()).sum();
        let mut out = vec![event_message(
            &doc,
            TournamentSaid::Started {
                id: doc.id,
                format: doc.format,
                players,
                games,
            },
        )];
        for round in rounds {
            out.extend(self.pair_round(txn, doc.id, round, now)?);
        }
        Ok(out)
    }

    /// The clock: tournament `id`'s sign-up has ended. It starts with those who entered,
    /// or, with fewer than it needs, closes with nobody to play (said where it was
    /// announced).
    pub(crate) fn sign_up_ends(&self, id: TournamentId, now: Time) -> Outcome {
        let txn = Txn::new(&self.store);
        let Some(doc) = txn.tournament(id)? else {
            return Ok(Vec::new());
        };
        if doc.starts_by_itself().is_none_or(|at| at > now) {
            return Ok(Vec::new());
        }
        let out = if doc.entrants.len() < LEAST_PLAYERS {
            let doc = txn.update_tournament(id, |d| {
                d.stage = EventStage::Finished;
                d.deadline = None;
            })?;
            vec![event_message(
                &doc,
                TournamentSaid::NotStarted {
                    id,
                    players: doc.entrants.len(),
                },
            )]
        } else {
            self.start_event(&txn, doc, now)?
        };
        txn.commit()?;
        Ok(out)
    }

    /// Opens the games of `round`, the event's next, and says so.
    fn pair_round(&self, txn: &Txn<'_>, id: TournamentId, round: Round, now: Time) -> Outcome {
        let doc = txn.tournament(id)?.expect("paired while read");
        let variant = doc.variant().map_err(|damage| {
            Fail::Store(crate::store::StoreError::Corrupt {
                what: crate::store::Document {
                    kind: crate::store::Kind::Tournament,
                    key: id.to_string(),
                },
                reason: damage.to_string(),
            })
        })?;
        let number = doc.rounds.len() as u32 + 1;
        // A round robin's odd player out only rests: a bye scores in a Swiss alone.
        let bye = round
            .bye
            .filter(|_| matches!(doc.format, EventFormat::Swiss { .. }));
        let mut played = EventRound {
            games: Vec::new(),
            bye,
        };
        let mut opened = Vec::new();
        for pairing in &round.pairings {
            let [first, second] =
                [pairing.first, pairing.second].map(|p| doc.entrants[p].user.clone());
            let game_id = txn.next_id(Counter::Game)?;
            let game = GameDoc {
                rated: doc.rated,
                server: Some(doc.server.clone()),
                event: Some(EventRef {
                    tournament: id,
                    round: number,
                }),
                ..GameDoc::new(
                    game_id,
                    variant,
                    variant.start_fen().to_owned(),
                    [first, second],
                    doc.place.clone(),
                    doc.days,
                    now,
                )
            };
            opened.push(self.open_game(txn, game, now)?);
            played.games.push(EventGame {
                first: pairing.first,
                second: pairing.second,
                game: game_id,
                result: None,
            });
        }
        let doc = txn.update_tournament(id, |d| d.rounds.push(played))?;
        let mut paired = Vec::with_capacity(opened.len());
        for (game, _) in &opened {
            paired.push(PairedGame {
                game: game.id,
                players: txn.names(game)?,
            });
        }
        let bye = match bye {
            Some(p) => Some(txn.name_of(&doc.entrants[p].user, Some(&doc.server))?),
            None => None,
        };
        let mut out = vec![event_message(
            &doc,
            TournamentSaid::RoundPaired {
                id,
                round: number,
                rounds: doc.round_count(),
                games: paired,
                bye,
            },
        )];
        for (game, rebuilt) in &opened {
            out.extend(self.game_begins(txn, game, rebuilt, None, now)?);
        }
        Ok(out)
    }

    /// A game of an event ended with `outcome` (`doc` is the game, finished): its result
    /// kept in the event's document, a player who timed out of every game left to them
    /// withdrawn, and what comes next — the next Swiss round, or the end. What it says.
    pub(crate) fn event_game_ended(
        &self,
        txn: &Txn<'_>,
        doc: &GameDoc,
        outcome: Result_,
        now: Time,
    ) -> Outcome {
        let Some(EventRef { tournament, .. }) = doc.event else {
            return Ok(Vec::new());
        };
        let Some(event) = txn.tournament(tournament)? else {
            tracing::warn!(
                game = doc.id,
                tournament,
                "a game of a tournament that is not stored"
            );
            return Ok(Vec::new());
        };
        let Some(g) = event.game(doc.id).copied().filter(|g| g.result.is_none()) else {
            return Ok(Vec::new());
        };
        let loser = match outcome {
            Result_::Win { winner, .. } => Some(match winner {
                Color::Red => g.second,
                Color::Black => g.first,
            }),
            Result_::Draw { .. } => None,
        };
        let timed_out = matches!(
            outcome,
            Result_::Win {
                reason: EndReason::Timeout,
                ..
            }
        );
        // Lost on time, or by a player who withdrew: not played out.
        let forfeit = loser.is_some_and(|p| timed_out || event.entrants[p].withdrawn);
        let result = EventResult {
            outcome: match outcome {
                Result_::Win {
                    winner: Color::Red, ..
                } => EventOutcome::FirstWon,
                Result_::Win { .. } => EventOutcome::SecondWon,
                Result_::Draw { .. } => EventOutcome::Draw,
            },
            forfeit,
        };
        let event = txn.update_tournament(tournament, |d| {
            d.record(doc.id, result);
        })?;
        let mut out = Vec::new();
        if let Some(p) = loser.filter(|&p| {
            timed_out
                && !event.entrants[p].withdrawn
                && event.running_games_of(p).is_empty()
                && event.withdraws_on_timeout(p)
        }) {
            let event = txn.update_tournament(tournament, |d| d.entrants[p].withdrawn = true)?;
            out.push(event_message(
                &event,
                TournamentSaid::Withdrawn {
                    id: tournament,
                    name: txn.name_of(&event.entrants[p].user, Some(&event.server))?,
                    why: Withdrawal::TimedOut,
                    forfeited: Vec::new(),
                    struck: event.struck().contains(&p),
                },
            ));
        }
        out.extend(self.event_goes_on(txn, tournament, now)?);
        Ok(out)
    }

    /// After a result or a withdrawal: the standings, then the next Swiss round when the
    /// last is over, or the end when nothing is left to play.
    fn event_goes_on(&self, txn: &Txn<'_>, id: TournamentId, now: Time) -> Outcome {
        let event = txn.tournament(id)?.expect("read before");
        if event.stage != EventStage::Running {
            return Ok(Vec::new());
        }
        let swiss = matches!(event.format, EventFormat::Swiss { .. });
        let mut out = Vec::new();
        if event.all_played() {
            return self.end_event(txn, id, false);
        }
        if swiss && event.round_over() {
            out.push(self.standings_message(txn, &event, None)?);
            match event.next_swiss_round() {
                Some(round) => out.extend(self.pair_round(txn, id, round, now)?),
                None => out.extend(self.end_event(txn, id, true)?),
            }
        } else if !swiss {
            // After each result of a round robin the table as text: its picture comes with
            // each Swiss round, at the end and when asked for (a round robin of 16 has 120
            // results).
            let mut table = self.standings_message(txn, &event, None)?;
            table.sketches.clear();
            out.push(table);
        }
        Ok(out)
    }

    /// The event is over: its final standings and winner.
    fn end_event(&self, txn: &Txn<'_>, id: TournamentId, unpairable: bool) -> Outcome {
        let event = txn.update_tournament(id, |d| d.stage = EventStage::Finished)?;
        let lines = event.standings();
        let mut winners = Vec::new();
        for line in lines.iter().filter(|l| l.place == 1) {
            winners.push(txn.name_of(&event.entrants[line.player].user, Some(&event.server))?);
        }
        Ok(vec![
            self.standings_message(txn, &event, None)?,
            event_message(
                &event,
                TournamentSaid::Finished {
                    id,
                    winners,
                    unpairable,
                },
            ),
        ])
    }

    /// Withdraws player `p` of a running event: not paired again, their running games of
    /// it lost (as resigned), and their results struck in a round robin when they
    /// finished fewer than half of their games.
    fn withdraw(
        &self,
        txn: &Txn<'_>,
        id: TournamentId,
        p: usize,
        why: Withdrawal,
        now: Time,
    ) -> Outcome {
        let event = txn.update_tournament(id, |d| d.entrants[p].withdrawn = true)?;
        let user = event.entrants[p].user.clone();
        let name = txn.name_of(&user, Some(&event.server))?;
        let running = event.running_games_of(p);
        let mut ended = Vec::new();
        for game in &running {
            ended.extend(self.forfeit_game(txn, *game, &user, now)?);
        }
        let event = txn.tournament(id)?.expect("read before");
        let mut out = vec![event_message(
            &event,
            TournamentSaid::Withdrawn {
                id,
                name,
                why,
                forfeited: running,
                struck: event.struck().contains(&p),
            },
        )];
        out.extend(ended);
        if event.stage == EventStage::Running && out.len() == 1 {
            // No game of theirs ended: the round may be over all the same (a Swiss waits
            // for nobody), or nothing may be left.
            out.extend(self.event_goes_on(txn, id, now)?);
        }
        Ok(out)
    }

    /// Ends game `id` as lost by `loser`, who withdrew from its event: announced as a
    /// resignation, with what the event makes of it.
    fn forfeit_game(&self, txn: &Txn<'_>, id: u64, loser: &UserId, now: Time) -> Outcome {
        let loaded = self.load(id)?;
        if !loaded.doc.is_running() {
            return Ok(Vec::new());
        }
        let color = if &loaded.doc.red == loser {
            Color::Red
        } else {
            Color::Black
        };
        let resigned = Result_::loss(color, EndReason::Resignation);
        let (doc, game, after) = self.end_loaded(txn, loaded, resigned, now)?;
        let mut out = self.position_messages(txn, &doc, &game, None, None, now)?;
        out.extend(after);
        Ok(out)
    }

    /// The standings of `event`, as text and as a table, where it is played (`place`: in
    /// answer to a command there).
    fn standings_message(
        &self,
        txn: &Txn<'_>,
        event: &TournamentDoc,
        place: Option<&crate::model::Place>,
    ) -> Outcome<Message> {
        txn.prefetch(event.entrants.iter().map(|e| e.user.clone()))?;
        let mut rows = Vec::new();
        for line in event.standings() {
            let entrant = &event.entrants[line.player];
            rows.push(StandingRow {
                place: line.place,
                name: txn.name_of(&entrant.user, Some(&event.server))?,
                points: line.points,
                games: line.games,
                wins: line.wins,
                sonneborn_berger: line.sonneborn_berger,
                buchholz: match event.format {
                    EventFormat::Swiss { .. } => Some(line.buchholz_cut1),
                    EventFormat::RoundRobin { .. } => None,
                },
                withdrawn: entrant.withdrawn,
            });
        }
        let standings = Standings {
            id: event.id,
            format: event.format,
            variant: event.variant().unwrap_or(Variant::MiniXiangqi),
            stage: event.stage,
            rounds: (event.rounds.len(), event.round_count() as usize),
            games: {
                let all = event.rounds.iter().map(|r| r.games.len()).sum::<usize>();
                (all - event.running_games().len(), all)
            },
            rows,
        };
        let sketch = super::pictures::standings_sketch(&standings);
        Ok(Message::public(
            place.unwrap_or(&event.place),
            Some(&event.server),
            TournamentSaid::Standings(standings),
        )
        .with_sketch(Some(sketch)))
    }
}

/// A message of event `doc`, posted where it is played.
fn event_message(doc: &TournamentDoc, said: TournamentSaid) -> Message {
    Message::public(&doc.place, Some(&doc.server), said)
}

/// The sign-up message's buttons.
fn sign_up_actions(id: TournamentId) -> Vec<Action> {
    let request = |action| Request::Tournament {
        action,
        tournament: Some(id),
        terms: None,
        player: None,
    };
    vec![
        Action::new(
            Label::JoinEvent,
            ActionStyle::Primary,
            request(EventAction::Join),
        ),
        Action::new(
            Label::LeaveEvent,
            ActionStyle::Secondary,
            request(EventAction::Leave),
        ),
    ]
}

/// What `doc` is, as its sign-up says it.
fn terms_of(doc: &TournamentDoc, variant: Variant) -> EventTerms {
    EventTerms {
        format: doc.format,
        variant,
        days: doc.days,
        rated: doc.rated,
        limit: doc.limit,
        deadline: doc.deadline,
    }
}
