//! Which game a command means: `game:ID`, else the game of the place, else the player's
//! only game that fits, else a question listing them.

use super::times::{away_note, duration};
use super::words::with_side;
use super::{Ctx, Fail, Loaded, Outcome, Service, refuse};
use crate::model::{GameDoc, GameId};
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
            Ok(_) => return refuse(format!("there is no game {id}")),
            Err(StoreError::Corrupt { reason, .. }) => {
                return refuse(format!(
                    "game {id} cannot be read ({reason}); your other games are not affected"
                ));
            }
            Err(e) => return Err(e.into()),
        };
        let game = stored.doc.rebuild().map_err(|reason| {
            Fail::plain(format!(
                "game {id} cannot be read ({reason}); your other games are not affected"
            ))
        })?;
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

    /// The game a command means: `game` if named, else as above. `running` limits the choice to games in progress;
    /// `mine` to games the author plays.
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
                return refuse(format!("you do not play in game {id}"));
            }
            if running && !loaded.doc.is_running() {
                return refuse(format!("game {id} is over"));
            }
            return Ok(loaded);
        }
        let in_place = self.store.running_games_in(&ctx.cmd.place)?;
        let here: Vec<GameId> = if mine {
            let my = self.store.running_games_of(ctx.me())?;
            in_place
                .iter()
                .copied()
                .filter(|id| my.contains(id))
                .collect()
        } else {
            in_place.clone()
        };
        if let [id] = here.as_slice() {
            return self.load(*id);
        }
        let candidates = if here.is_empty() {
            self.store.running_games_of(ctx.me())?
        } else {
            here
        };
        if candidates.is_empty() && !running {
            // The game that ended here last (for /export, /replay, /board after the end).
            for id in self.store.finished(200)? {
                if let Ok(Some(g)) = self.store.game(id)
                    && g.doc.place == ctx.cmd.place
                    && (!mine || g.doc.color_of(ctx.me()).is_some())
                {
                    return self.load(id);
                }
            }
        }
        match candidates.as_slice() {
            [id] => self.load(*id),
            [] if !in_place.is_empty() && mine => refuse("you do not play in the game here"),
            [] => refuse("you have no game in progress (start one with /challenge)"),
            many => {
                let mut lines = vec!["which game? add game:NUMBER — yours in progress:".to_owned()];
                for &id in many {
                    lines.push(match self.store.game(id) {
                        Ok(Some(v)) => self.game_line(&v.doc, ctx)?,
                        _ => format!("game {id} (cannot be read)"),
                    });
                }
                refuse(lines.join("\n"))
            }
        }
    }

    /// One line about a game for lists: number, variant, players, whose turn, time left.
    pub(crate) fn game_line(&self, doc: &GameDoc, ctx: &Ctx<'_>) -> Outcome<String> {
        let red = ctx.txn.name_of(&doc.red)?;
        let black = ctx.txn.name_of(&doc.black)?;
        let variant = doc.variant().map_err(Fail::plain)?;
        let mut line = format!(
            "game {} · {} · {} vs {}",
            doc.id,
            variant.title(),
            with_side(&red, super::side(variant, rules::Color::Red)),
            with_side(&black, super::side(variant, rules::Color::Black))
        );
        if let Ok(game) = doc.rebuild() {
            if doc.is_running() {
                let to_move = game.turn();
                let who = if doc.player(to_move) == ctx.me() {
                    "your move".to_owned()
                } else {
                    format!("{} to move", ctx.txn.name_of(doc.player(to_move))?)
                };
                line.push_str(&format!(" · move {} · {who}", game.ply() / 2 + 1));
                match (doc.deadline, doc.stopped_until(ctx.now)) {
                    (Some(deadline), Some(back)) => {
                        let mut away = Vec::new();
                        for p in [&doc.red, &doc.black] {
                            let player = ctx.txn.player(p)?;
                            away.extend(away_note(
                                player.vacations.away_until(ctx.now),
                                &player.name,
                                ctx.now,
                            ));
                        }
                        line.push_str(&format!(" · clock stopped: {}", away.join(", ")));
                        if !doc.player(to_move).is_engine() {
                            line.push_str(&format!(" · then {} left", duration(deadline - back)));
                        }
                    }
                    (Some(deadline), None) => {
                        line.push_str(&format!(" · {} left", duration(deadline - ctx.now)));
                    }
                    (None, _) => {}
                }
            }
        } else {
            line.push_str(" · cannot be read");
        }
        Ok(line)
    }
}
