//! The queries: `/games`, `/export`, `/replay`, `/stats`, `/leaderboard`, `/activity` and
//! `/rules` (answers that change nothing).

use rules::{Color, Variant};

use super::heavy_cache::ReplayKey;
use super::message::Message;
use super::moves::numbered;
use super::pictures::{MAX_REPLAY_PLIES, replay, style_of};
use super::ratings::{PROVISIONAL_NOTE, show};
use super::request::Ranking;
use super::times::{away_note, date};
use super::words::{count, result_text};
use super::{Ctx, Fail, Loaded, Outcome, Service, refuse};
use crate::model::{GameDoc, GameId, PlayerDoc, Rating, User};
use crate::store::Store;

impl<S: Store> Service<S> {
    pub(crate) fn games(&self, ctx: &Ctx<'_>, user: Option<&User>) -> Outcome {
        let (id, name) = match user {
            Some(u) => (u.id.clone(), u.name.clone()),
            None => (ctx.me().clone(), ctx.user().name.clone()),
        };
        let ids = self.store.running_games_of(&id)?;
        let mut lines = vec![format!("Games of {name} in progress:")];
        for gid in ids {
            match self.store.game(gid) {
                // Someone else's games in other servers stay there.
                Ok(Some(v)) if !ctx.reaches(&v.doc) => {}
                Ok(Some(v)) => lines.push(self.game_line(&v.doc, ctx)?),
                _ if id == *ctx.me() => lines.push(format!("game {gid} · cannot be read")),
                _ => {}
            }
        }
        if lines.len() == 1 {
            // Someone else without a game here is answered alike whether they play
            // elsewhere or nowhere: not even that they play in another server shows.
            let here = if id == *ctx.me() { "" } else { " here" };
            return Ok(vec![Message::reply(
                ctx.me(),
                format!("{name} has no game in progress{here}."),
            )]);
        }
        Ok(vec![Message::reply(ctx.me(), lines.join("\n"))])
    }

    pub(crate) fn export(&self, ctx: &Ctx<'_>, game: Option<GameId>) -> Outcome {
        let Loaded { doc, game, .. } = self.resolve(ctx, game, false, false)?;
        let variant = game.variant();
        let names = ctx.txn.names(&doc)?;
        let mut tags = vec![
            ("Variant", variant.name().to_owned()),
            ("Event", format!("Palace game {}", doc.id)),
        ];
        // A running dark game's record is its player's own: its start position (which
        // holds the opponent's pieces) is not part of it until the game is over.
        if doc.start_fen != variant.start_fen() && game.reveal().is_some() {
            tags.push(("FEN", doc.start_fen.clone()));
        }
        let (first, second) = if variant == Variant::MiniShogi {
            ("Sente", "Gote")
        } else {
            ("Red", "Black")
        };
        tags.push((first, names[0].clone()));
        tags.push((second, names[1].clone()));
        tags.push(("Date", date(doc.started)));
        let result = match (game.outcome(), doc.aborted) {
            (_, true) => "*".to_owned(),
            (None, false) => "*".to_owned(),
            (Some(o), false) => match o.winner() {
                Some(Color::Red) => "1-0".to_owned(),
                Some(Color::Black) => "0-1".to_owned(),
                None => "1/2-1/2".to_owned(),
            },
        };
        tags.push(("Result", result.clone()));
        if let Some(o) = game.outcome() {
            tags.push(("Termination", o.reason().name().to_owned()));
        } else if doc.aborted {
            tags.push(("Termination", "aborted".to_owned()));
        }
        let moves = match game.reveal() {
            Some(r) => numbered(&r.notations()),
            None => {
                // A running dark game: only the asker's own moves, to a player only.
                let Some(color) = doc.color_of(ctx.me()) else {
                    return refuse(format!(
                        "game {} is a dark game: its record is shown once it has ended",
                        doc.id
                    ));
                };
                game.own_moves(color)
                    .iter()
                    .map(|(ply, n)| {
                        let number = ply.div_ceil(2);
                        if ply % 2 == 1 {
                            format!("{number}. {n}")
                        } else {
                            format!("{number}... {n}")
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            }
        };
        let mut text: String = tags
            .iter()
            .map(|(k, v)| format!("[{k} \"{}\"]\n", v.replace('"', "'")))
            .collect();
        text.push('\n');
        if !moves.is_empty() {
            text.push_str(&moves);
            text.push(' ');
        }
        text.push_str(&result);
        Ok(vec![Message::reply(ctx.me(), format!("```\n{text}\n```"))])
    }

    pub(crate) fn replay(
        &self,
        ctx: &Ctx<'_>,
        game: Option<GameId>,
        view: Option<rules::Color>,
    ) -> Outcome {
        let Loaded { doc, game, .. } = self.resolve(ctx, game, false, false)?;
        let names = ctx.txn.names(&doc)?;
        let player = ctx.txn.player(ctx.me())?;
        let style = style_of(&player);
        let key = ReplayKey {
            game: doc.id,
            plies: game.ply(),
            finished: !doc.is_running(),
            names: names.clone(),
            style: player.style.clone(),
            view,
        };
        // The same moves, names and style make the same picture: drawn once.
        let drawn = self.heavy.replay(key, || {
            replay(
                &doc,
                &game,
                [&names[0], &names[1]],
                style,
                view,
                self.give_way,
            )
        });
        let Some(picture) = drawn else {
            return refuse(format!(
                "game {} is a dark game: its replay is shown once it has ended",
                doc.id
            ));
        };
        let plies = count(game.ply() as u64, "ply", "plies");
        let seen = match view {
            Some(v) if game.is_dark() => format!(" as {} saw it", v.name()),
            Some(v) => format!(" from {}'s side", v.name()),
            None => String::new(),
        };
        let text = if game.ply() > MAX_REPLAY_PLIES {
            format!(
                "Replay of game {}{seen} (its last {MAX_REPLAY_PLIES} of {plies}; /export gives the whole record).",
                doc.id
            )
        } else {
            format!("Replay of game {}{seen} ({plies}).", doc.id)
        };
        // A copy of the cached bytes: serenity's attachment takes an owned Vec whatever
        // Picture held, and a copy of a few MB is well under a millisecond beside the
        // seconds of drawing it saved.
        Ok(vec![
            Message::public(&ctx.cmd.place, text).with_picture(Some((*picture).clone())),
        ])
    }

    pub(crate) fn stats(
        &self,
        ctx: &Ctx<'_>,
        user: Option<&User>,
        only: Option<Variant>,
    ) -> Outcome {
        let user = user.unwrap_or(ctx.user());
        let player = ctx.txn.player(&user.id)?;
        let mut lines = vec![format!("{}:", user.name)];
        let mut provisional = false;
        for v in Variant::ALL
            .into_iter()
            .filter(|v| only.is_none_or(|o| o == *v))
        {
            let results = player.results.get(v.name()).copied().unwrap_or_default();
            let rating = player
                .ratings
                .get(v.name())
                .map_or("unrated".to_owned(), |r| format!("rating {}", show(*r)));
            if results.games() == 0 && only.is_none() {
                continue;
            }
            provisional |= player
                .ratings
                .get(v.name())
                .is_some_and(Rating::is_provisional);
            lines.push(format!(
                "{} · {rating} · {}: {} won, {} lost, {} drawn",
                v.title(),
                count(results.games(), "game", "games"),
                results.wins,
                results.losses,
                results.draws
            ));
        }
        if lines.len() == 1 {
            lines.push("no finished games yet".to_owned());
        }
        if provisional {
            lines.push(PROVISIONAL_NOTE.to_owned());
        }
        if player.puzzles_solved > 0 || !player.puzzles_seen.is_empty() {
            lines.push(format!(
                "Puzzles: {} solved of {} given",
                player.puzzles_solved,
                player.puzzles_seen.len()
            ));
        }
        lines.extend(away_note(
            player.vacations.away_until(ctx.now),
            &user.name,
            ctx.now,
        ));
        if user.id == *ctx.me() && self.config.vacation_days > 0 {
            lines.push(format!(
                "Vacation: {}",
                self.allowance_text(player.vacations.left(ctx.now, self.config.vacation_days))
            ));
        }
        Ok(vec![Message::reply(ctx.me(), lines.join("\n"))])
    }

    pub(crate) fn leaderboard(&self, ctx: &Ctx<'_>, variant: Variant, by: Ranking) -> Outcome {
        let Some(server) = &ctx.cmd.server else {
            return refuse(
                "/leaderboard lists the players of a server: ask in one of its channels",
            );
        };
        let v = variant.name();
        let mut rows: Vec<(PlayerDoc, Rating, u32, u32)> = self
            .store
            .players()?
            .into_iter()
            // This server's players: those who have finished a game here.
            .filter(|p| p.servers.contains(server))
            .filter_map(|p| {
                let r = p.results.get(v).copied().unwrap_or_default();
                let rating = p.ratings.get(v).copied();
                let keep = match by {
                    Ranking::Rating => rating.is_some(),
                    Ranking::Wins | Ranking::Games => r.games() > 0,
                };
                keep.then(|| (p.clone(), rating.unwrap_or_default(), r.wins, r.games()))
            })
            .collect();
        match by {
            Ranking::Wins => {
                rows.sort_by(|a, b| b.2.cmp(&a.2).then(b.1.rating.total_cmp(&a.1.rating)));
            }
            Ranking::Games => rows.sort_by(|a, b| b.3.cmp(&a.3).then(b.2.cmp(&a.2))),
            Ranking::Rating => rows.sort_by(|a, b| b.1.rating.total_cmp(&a.1.rating)),
        }
        let title = match by {
            Ranking::Wins => "by wins",
            Ranking::Games => "by games played",
            Ranking::Rating => "by rating",
        };
        let mut lines = vec![format!("{} · top 20 {title}", variant.title())];
        if rows.is_empty() {
            lines.push("nobody yet".to_owned());
        }
        for (i, (p, rating, wins, games)) in rows.iter().take(20).enumerate() {
            lines.push(format!(
                "{:>2}. {} · {} · {} · {}",
                i + 1,
                p.name,
                show(*rating),
                count(*wins, "win", "wins"),
                count(*games, "game", "games")
            ));
        }
        if rows.iter().take(20).any(|(_, r, ..)| r.is_provisional()) {
            lines.push(PROVISIONAL_NOTE.to_owned());
        }
        Ok(vec![Message::reply(ctx.me(), lines.join("\n"))])
    }

    pub(crate) fn activity(&self, ctx: &Ctx<'_>, only: Option<Variant>) -> Outcome {
        // This server's games (and the asker's own): another server's never show.
        let fits = |d: &GameDoc| only.is_none_or(|v| d.variant == v.name()) && ctx.reaches(d);
        let mut started: Vec<GameDoc> = Vec::new();
        let mut running = self.store.running_games()?;
        running.reverse();
        for id in running {
            if let Ok(Some(g)) = self.store.game(id)
                && fits(&g.doc)
            {
                started.push(g.doc);
            }
            if started.len() == 10 {
                break;
            }
        }
        let mut lines = vec!["Latest games started:".to_owned()];
        if started.is_empty() {
            lines.push("none in progress".to_owned());
        }
        for g in &started {
            lines.push(self.game_line(g, ctx)?);
        }
        lines.push("Latest games finished:".to_owned());
        let mut finished = 0;
        for id in self.store.finished(200)? {
            let Ok(Some(g)) = self.store.game(id) else {
                continue;
            };
            if !fits(&g.doc) {
                continue;
            }
            let names = ctx.txn.names(&g.doc)?;
            let variant = g.doc.variant().map_err(Fail::plain)?;
            let result = if g.doc.aborted {
                "aborted".to_owned()
            } else {
                g.doc
                    .rebuild()
                    .ok()
                    .and_then(|game| game.outcome())
                    .map_or("unreadable".to_owned(), |o| result_text(variant, o))
            };
            lines.push(format!(
                "game {} · {} · {} vs {} · {result}",
                g.doc.id,
                variant.title(),
                names[0],
                names[1]
            ));
            finished += 1;
            if finished == 10 {
                break;
            }
        }
        if finished == 0 {
            lines.push("none yet".to_owned());
        }
        Ok(vec![Message::reply(ctx.me(), lines.join("\n"))])
    }

    pub(crate) fn rules_text(&self, ctx: &Ctx<'_>, variant: Option<Variant>) -> Outcome {
        let text = match variant {
            Some(v) => rules_of(v).to_owned(),
            None => Variant::ALL
                .iter()
                .map(|&v| rules_of(v))
                .collect::<Vec<_>>()
                .join("\n\n"),
        };
        Ok(vec![Message::reply(ctx.me(), text)])
    }
}

/// The rules of a variant in a few lines.
pub(crate) fn rules_of(v: Variant) -> &'static str {
    match v {
        Variant::Xiangqi => {
            "**Xiangqi** (9×10). Red moves first. Pieces stand on points. The general and advisors stay in the palace; the general moves one point straight, advisors one diagonally. Elephants move two points diagonally, never across the river, and are stopped by a piece on the point between. Horses move one point straight then one diagonally, and are stopped by a piece on the first point. Chariots move any distance straight. Cannons move like chariots but capture by jumping over exactly one piece. Soldiers move one point forward, and also sideways once across the river. The two generals may never face each other on an open file. Checkmate or stalemate wins; perpetual check and perpetual chase lose; other repetitions, and 100 plies without a capture, are draws (every check past the tenth that one side gives in those plies adds 2 plies to the limit)."
        }
        Variant::MiniXiangqi => {
            "**Mini Xiangqi** (7×7). Xiangqi on a 7×7 board without river, advisors or elephants: each side has a general, two chariots, two cannons, two horses and four soldiers. Soldiers move forward or sideways from the start. The general stays in its 3×3 palace and may not face the other general on an open file. Checkmate or stalemate wins; perpetual check and perpetual chase lose; other repetitions, and 100 plies without a capture, are draws (every check past the tenth that one side gives in those plies adds 2 plies to the limit)."
        }
        Variant::DarkMiniXiangqi => {
            "**Dark Mini Xiangqi**. Mini Xiangqi in fog of war: you see your own pieces and the points your pieces could move to or capture on; an occupied horse leg or cannon screen shows as a face-down marker. There is no check: any move of your pieces is allowed, generals may face, and a general may capture the other across an open file. Capturing the enemy general wins; a side with no move loses; a third repetition or 60 plies without a capture draw. Each player gets their own view by DM after every ply; the whole game is shown when it ends."
        }
        Variant::MiniShogi => {
            "**Minishogi** (5×5). Each side has a king, gold, silver, bishop, rook and pawn. Captured pieces change sides and may be dropped back on an empty square instead of moving. The far rank is the promotion zone: a piece moving into or out of it may promote (a pawn reaching the last rank must). A second unpromoted pawn on a file, a pawn drop on the last rank, and a pawn drop that mates are not allowed. Checkmate wins, and a side with no move loses. A fourfold repetition loses for the side giving perpetual check, otherwise for sente."
        }
    }
}
