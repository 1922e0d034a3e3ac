//! Which game a command means: `game:ID`, else the game of the place, else the player's
//! only game that fits, else a question listing them.

use super::said::{Away, ClockLine, GameLine, GameRefusal as No, LineState, Listed, Mover};
use super::{Ctx, Fail, Loaded, Outcome, Service, refuse};
use crate::model::{Damage, GameDoc, GameId};
use crate::store::{Store, StoreError};

impl<S: Store> Service<S> {
    /// Loads game `id`, rebuilding it through the rules: a damaged record answers with
    /// an error for that game alone.
    pub(crate) fn load(&self, id: GameId) -> Outcome<Loaded> {
        self.load_if(id, |_| true)
    }

    /// Loads game `id` if `may` lets the command reach it; else answers as if there
    /// were no such game.
    fn load_if(&self, id: GameId, may: impl Fn(&GameDoc) -> bool) -> Outcome<Loaded> {
        let stored = match self.store.game(id) {
            Ok(Some(v)) if may(&v.doc) => v,
            Ok(_) => return refuse(No::NoSuch(id)),
            Err(StoreError::Corrupt { reason, .. }) => {
                return refuse(No::Unreadable {
                    game: id,
                    reason: Damage::Stored(reason),
                });
            }
            Err(e) => return Err(e.into()),
        };
        let game = self
            .known
            .game(&stored.doc, stored.version)
            .map_err(|reason| Fail::Refuse(No::Unreadable { game: id, reason }.into()))?;
        Ok(Loaded {
            version: stored.version,
            doc: stored.doc,
            game,
        })
    }

    /// Loads game `id` if the command's author may reach it from where they are
    /// ([`GameDoc::reachable`]); another server's game is answered as no game at all.
    pub(crate) fn load_reachable(&self, ctx: &Ctx<'_>, id: GameId) -> Outcome<Loaded> {
        self.load_if(id, |doc| ctx.reaches(doc))
    }

    /// The game a command means: `game` if named; else the author's game in progress in
    /// this place, else anyone's here (unless `mine`), else the author's only game in
    /// progress anywhere, else (unless `running`) the game that ended here last. `running`
    /// limits the choice to games in progress; `mine` to games the author plays.
    pub(crate) fn resolve(
        &self,
        ctx: &Ctx<'_>,
        game: Option<GameId>,
        running: bool,
        mine: bool,
    ) -> Outcome<Loaded> {
        let loaded = self.resolve_game(ctx, game, running, mine)?;
        let here = ctx.cmd.server.as_ref();
        if here.is_some() && loaded.doc.server.as_ref().is_some_and(|s| Some(s) != here) {
            ctx.foreign.set(true);
        }
        if loaded.doc.has_engine() {
            ctx.engine_game.set(Some(loaded.doc.id));
        }
        Ok(loaded)
    }

    /// The games that ended in this place last, among the 200 newest finished games of
    /// this server (and of this place's games in no server): the author's, and anyone's
    /// (the same game when the author's is the newest here).
    pub(crate) fn ended_here_last(&self, ctx: &Ctx<'_>) -> Outcome<EndedHere> {
        // The newest of each scope's (newest first, so each stops at the author's), then
        // the newer of the scopes'.
        let (mut anyones, mut authors) = (None::<GameDoc>, None::<GameDoc>);
        let newer = |a: Option<GameDoc>, b: GameDoc| match a {
            Some(a) if (a.finished, a.id) >= (b.finished, b.id) => Some(a),
            _ => Some(b),
        };
        for scope in Self::scopes_here(ctx) {
            let mut first = None;
            // Ten at a time (one round trip each on PostgreSQL).
            'scope: for chunk in self.store.finished_within(&scope, 200)?.chunks(10) {
                for g in self.store.games(chunk)? {
                    if g.doc.place != ctx.cmd.place {
                        continue;
                    }
                    let mine = g.doc.color_of(ctx.me()).is_some();
                    first.get_or_insert_with(|| g.doc.clone());
                    if mine {
                        authors = newer(authors, g.doc);
                        break 'scope;
                    }
                }
            }
            if let Some(first) = first {
                anyones = newer(anyones, first);
            }
        }
        Ok(EndedHere {
            anyones: anyones.map(|d| d.id),
            authors: authors.map(|d| d.id),
        })
    }

    fn resolve_game(
        &self,
        ctx: &Ctx<'_>,
        game: Option<GameId>,
        running: bool,
        mine: bool,
    ) -> Outcome<Loaded> {
        if let Some(id) = game {
            let loaded = self.load_reachable(ctx, id)?;
            if mine && loaded.doc.color_of(ctx.me()).is_none() {
                return refuse(No::NotYours(id));
            }
            if running && !loaded.doc.is_running() {
                return refuse(No::Over(id));
            }
            return Ok(loaded);
        }
        // The author's own game here first, for every command (another pair's game in
        // the same channel is never the one meant); anyone's here only for a command that
        // may look at others' games and when the author has none here.
        let in_place = self.store.running_games_in(&ctx.cmd.place)?;
        let my = self.store.running_games_of(ctx.me())?;
        let mine_here: Vec<GameId> = in_place
            .iter()
            .copied()
            .filter(|id| my.contains(id))
            .collect();
        let here = if mine || !mine_here.is_empty() {
            mine_here
        } else {
            in_place.clone()
        };
        if let [id] = here.as_slice() {
            return self.load(*id);
        }
        let candidates = if here.is_empty() { my } else { here };
        if candidates.is_empty() && !running {
            // The game that ended here last (for /export, /replay, /board after the end).
            let ended = self.ended_here_last(ctx)?;
            if let Some(id) = if mine { ended.authors } else { ended.anyones } {
                return self.load(id);
            }
        }
        match candidates.as_slice() {
            [id] => self.load(*id),
            [] if !in_place.is_empty() && mine => refuse(No::NotYoursHere),
            [] => refuse(No::NoneInProgress),
            many => {
                let mut games = Vec::new();
                for &id in many {
                    games.push(self.listed(id, ctx)?);
                }
                refuse(No::Which(games))
            }
        }
    }

    /// Game `id` in a list, as the author sees it (privately: their turn is "theirs").
    pub(crate) fn listed(&self, id: GameId, ctx: &Ctx<'_>) -> Outcome<Listed> {
        Ok(match self.store.game(id) {
            Ok(Some(v)) => Listed::Game(self.game_line(&v.doc, ctx, true)?),
            _ => Listed::Unreadable(id),
        })
    }

    /// One line about a game for lists: number, variant, players, whose turn, time left.
    /// `private`: the line is for the author alone, so their own turn is "your move"; a
    /// public line names the player to move whoever asked.
    pub(crate) fn game_line(
        &self,
        doc: &GameDoc,
        ctx: &Ctx<'_>,
        private: bool,
    ) -> Outcome<GameLine> {
        let players = ctx.txn.names(doc)?;
        let variant = doc.variant().map_err(|reason| {
            Fail::Refuse(
                No::Unreadable {
                    game: doc.id,
                    reason,
                }
                .into(),
            )
        })?;
        let state = match doc.rebuild() {
            Ok(_) if doc.aborted => LineState::Aborted,
            Ok(game) if !doc.is_running() => LineState::Finished(game.outcome()),
            Ok(game) => {
                let to_move = game.turn();
                let mover = if private && doc.player(to_move) == ctx.me() {
                    Mover::You
                } else {
                    Mover::Named(match to_move {
                        rules::Color::Red => players[0].clone(),
                        rules::Color::Black => players[1].clone(),
                    })
                };
                let clock = match (doc.deadline, doc.stopped_until(ctx.now)) {
                    (Some(deadline), Some(back)) => {
                        let mut away = Vec::new();
                        for p in [&doc.red, &doc.black] {
                            let player = ctx.txn.player(p)?;
                            if let Some(until) = player.vacations.away_until(ctx.now) {
                                away.push(Away {
                                    name: player.name_in(doc.server.as_ref()).to_owned(),
                                    until,
                                    left: until - ctx.now,
                                });
                            }
                        }
                        let then_left =
                            (!doc.player(to_move).is_engine()).then_some(deadline - back);
                        ClockLine::Stopped { away, then_left }
                    }
                    (Some(deadline), None) => ClockLine::Left(deadline - ctx.now),
                    (None, _) => ClockLine::None,
                };
                LineState::Running {
                    move_number: game.ply() / 2 + 1,
                    mover,
                    clock,
                }
            }
            Err(_) => LineState::Unreadable,
        };
        Ok(GameLine {
            game: doc.id,
            variant,
            players,
            state,
        })
    }
}

/// The games that ended in a place last (see [`Service::ended_here_last`]).
#[derive(Copy, Clone, Debug, Default)]
pub(crate) struct EndedHere {
    /// The author's game that ended here last.
    pub authors: Option<GameId>,
    /// The game anyone finished here last.
    pub anyones: Option<GameId>,
}
