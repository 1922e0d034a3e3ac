//! The queries: `/games`, `/export`, `/replay`, `/stats`, `/leaderboard`, `/activity` and
//! `/rules` (answers that change nothing).

use rules::{Color, Variant};

use super::message::Message;
use super::message::ReplayKey;
use super::pictures::{MAX_REPLAY_PLIES, replay, style_of};
use super::request::Ranking;
use super::said::{
    Allowance, Away, Ending, Finished, GameRefusal, LeaderRow, Listed, OpenChallenge, QueryRefusal,
    QuerySaid, ReplayView, ShownResults, Stats, StatsRow,
};
use super::{Ctx, Fail, Loaded, Outcome, Service, refuse};
use crate::model::{GameDoc, GameId, PlayerDoc, Rating, ResultsBook, Scope, User, date, numbered};
use crate::store::Store;

impl<S: Store> Service<S> {
    pub(crate) fn games(&self, ctx: &Ctx<'_>, user: Option<&User>) -> Outcome {
        let (id, name) = match user {
            Some(u) => (u.id.clone(), u.name.clone()),
            None => (ctx.me().clone(), ctx.user().name.clone()),
        };
        let mut games = Vec::new();
        for gid in self.store.running_games_of(&id)? {
            match self.store.game(gid) {
                // Someone else's games in other servers stay there.
                Ok(Some(v)) if !ctx.reaches(&v.doc) => {}
                Ok(Some(v)) => games.push(Listed::Game(self.game_line(&v.doc, ctx, true)?)),
                _ if id == *ctx.me() => games.push(Listed::Unreadable(gid)),
                _ => {}
            }
        }
        let challenges = if id == *ctx.me() {
            self.open_challenges(ctx)?
        } else {
            Vec::new()
        };
        Ok(vec![Message::reply(
            ctx.me(),
            QuerySaid::GamesOf {
                name,
                games,
                challenges,
                someone_else: id != *ctx.me(),
            },
        )])
    }

    /// The author's own open challenges (from anywhere: they are theirs), then those
    /// addressed to them in this place, oldest first.
    fn open_challenges(&self, ctx: &Ctx<'_>) -> Outcome<Vec<OpenChallenge>> {
        let own = self.still_open(&ctx.txn.player(ctx.me())?)?;
        let to_me = self
            .store
            .challenges_in(&ctx.cmd.place)?
            .into_iter()
            .filter(|id| !own.contains(id));
        let mut out = Vec::new();
        for id in own.iter().copied().chain(to_me) {
            let Some(c) = self.store.challenge(id)?.map(|v| v.doc) else {
                continue;
            };
            let to_you = c.opponent.as_ref() == Some(ctx.me());
            if (c.challenger != *ctx.me() && !to_you) || c.expires <= ctx.now {
                continue;
            }
            // A challenge whose variant cannot be read is left out here; taking it says why.
            let Ok(variant) = c.variant.parse::<Variant>() else {
                continue;
            };
            let challenger = ctx.txn.name_of(&c.challenger, c.server.as_ref())?;
            let opponent = match &c.opponent {
                Some(o) => Some(ctx.txn.name_of(o, c.server.as_ref())?),
                None => None,
            };
            out.push(OpenChallenge {
                id,
                terms: super::challenge::terms_of(&c, variant, &challenger),
                opponent,
                to_you,
                lapses_in: c.expires - ctx.now,
            });
        }
        Ok(out)
    }

    pub(crate) fn export(
        &self,
        ctx: &Ctx<'_>,
        game: Option<GameId>,
        notation: Option<rules::Notation>,
    ) -> Outcome {
        let Loaded { doc, game, .. } = self.resolve(ctx, game, false, false)?;
        // Records keep the canonical notations; another only when asked for.
        let writing = match notation {
            Some(n) => rules::Writing {
                script: ctx.txn.player(ctx.me())?.language().script(),
                ..rules::Writing::default()
            }
            .with(n),
            None => rules::Writing::default(),
        };
        let names = ctx.txn.names(&doc)?;
        // A running dark game's record is its player's own.
        let Some(text) = record_text(&doc, &game, &names, writing, doc.color_of(ctx.me())) else {
            return refuse(GameRefusal::DarkRecordHidden(doc.id));
        };
        let page = doc.slug.as_ref().and_then(|s| self.page_url(s));
        Ok(vec![Message::reply(
            ctx.me(),
            QuerySaid::Record { text, page },
        )])
    }

    /// `/page`: the game's page, and for a player of a running dark game their private
    /// view; `new` raises their links' generation first, voiding the older ones.
    pub(crate) fn page(&self, ctx: &Ctx<'_>, game: Option<GameId>, new: bool) -> Outcome {
        let Loaded {
            version,
            mut doc,
            game,
        } = self.resolve(ctx, game, false, false)?;
        let Some(url) = doc.slug.as_ref().and_then(|s| self.page_url(s)) else {
            return refuse(QueryRefusal::NoPages);
        };
        let side = doc
            .color_of(ctx.me())
            .filter(|_| game.is_dark() && game.reveal().is_none());
        if new {
            let Some(side) = side else {
                return refuse(QueryRefusal::NoPrivateView(doc.id));
            };
            doc.view_links[side.index()] += 1;
            ctx.txn.put_game(Some(version), doc.clone());
        }
        let private = side
            .and_then(|s| self.private_url(&doc, s, ctx.now))
            .map(|u| (u, new));
        Ok(vec![Message::reply(
            ctx.me(),
            QuerySaid::Page {
                game: doc.id,
                url,
                private,
            },
        )])
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
            moves: doc.moves.clone(),
            finished: !doc.is_running(),
            names: names.clone(),
            style: player.style.clone(),
            view,
            reader: Default::default(),
        };
        let sketch = replay(key, &doc, &game, [&names[0], &names[1]], style, view);
        let Some(sketch) = sketch else {
            return refuse(GameRefusal::DarkReplayHidden(doc.id));
        };
        let said = QuerySaid::Replay {
            game: doc.id,
            plies: game.ply(),
            view: match view {
                Some(v) if game.is_dark() => ReplayView::AsSeenBy(v),
                Some(v) => ReplayView::From(v),
                None => ReplayView::Whole,
            },
            cut_to: (game.ply() > MAX_REPLAY_PLIES).then_some(MAX_REPLAY_PLIES),
        };
        Ok(vec![
            Message::public(&ctx.cmd.place, ctx.cmd.server.as_ref(), said)
                .with_sketch(Some(sketch)),
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
        // Their own results from everywhere (the answer is theirs alone); someone else's
        // from this server only: what they did in other servers stays there. Ratings are
        // one per variant, the same everywhere.
        let (shown, results) = match &ctx.cmd.server {
            _ if user.id == *ctx.me() => (ShownResults::All, &player.results),
            Some(server) => (ShownResults::ThisServer, player.results_on(server)),
            None => (ShownResults::None, &ResultsBook::new()),
        };
        let mut rows = Vec::new();
        for v in Variant::ALL
            .into_iter()
            .filter(|v| only.is_none_or(|o| o == *v))
        {
            let results = results.get(v.name()).copied().unwrap_or_default();
            let rating = player.ratings.get(v.name()).copied();
            if results.games() == 0 && rating.is_none() && only.is_none() {
                continue;
            }
            rows.push(StatsRow {
                variant: v,
                rating,
                results,
            });
        }
        let provisional = rows
            .iter()
            .any(|r| r.rating.as_ref().is_some_and(Rating::is_provisional));
        let given = player.puzzles_seen.len();
        let stats = Stats {
            name: user.name.clone(),
            shown,
            rows,
            provisional,
            puzzles: (player.puzzles_solved > 0 || given > 0)
                .then_some((player.puzzles_solved, given)),
            away: player.vacations.away_until(ctx.now).map(|until| Away {
                name: user.name.clone(),
                until,
                left: until - ctx.now,
            }),
            vacation: (user.id == *ctx.me() && self.config.vacation_days > 0).then(|| Allowance {
                left: player.vacations.left(ctx.now, self.config.vacation_days),
                days: self.config.vacation_days,
            }),
        };
        let mut reply = Message::reply(ctx.me(), QuerySaid::Stats(stats));
        // Their page in this server, when it has pages and they have played here.
        if let Some(server) = &ctx.cmd.server
            && player.servers.contains(server)
            && let Some(secret) = self.server_secret(ctx, server)?
        {
            reply.page_url = self.player_url(server, &secret, &user.id);
            reply.page_kind = super::message::PageKind::Player;
        }
        Ok(vec![reply])
    }

    /// The secret of `server`'s pages when pages are served, made now if it has none yet
    /// (written with the command's other changes).
    fn server_secret(
        &self,
        ctx: &Ctx<'_>,
        server: &crate::model::Server,
    ) -> Outcome<Option<crate::model::Slug>> {
        if self.config.pages.is_none() {
            return Ok(None);
        }
        if let Some(s) = ctx.txn.server(server)?.page {
            return Ok(Some(s));
        }
        let fresh = crate::model::Slug::fresh();
        ctx.txn
            .update_server(server, |d| d.page = Some(fresh.clone()))?;
        Ok(Some(fresh))
    }

    pub(crate) fn leaderboard(&self, ctx: &Ctx<'_>, variant: Variant, by: Ranking) -> Outcome {
        let Some(server) = &ctx.cmd.server else {
            return refuse(QueryRefusal::LeaderboardNeedsServer);
        };
        let rows = self.leader_rows(server, variant, by)?;
        let mut reply = Message::reply(ctx.me(), QuerySaid::Leaderboard { variant, by, rows });
        // The server's pages, when they are served: made findable the first time.
        if let Some(secret) = self.server_secret(ctx, server)? {
            reply.page_url = self.server_url(server, &secret, Some((variant, by)));
            reply.page_kind = super::message::PageKind::Server;
        }
        Ok(vec![reply])
    }

    /// The top 20 of `server`'s players in `variant` by `by`: those who have finished a
    /// game here, by their rating (one everywhere) or by their results here.
    pub(crate) fn leader_rows(
        &self,
        server: &crate::model::Server,
        variant: Variant,
        by: Ranking,
    ) -> Result<Vec<LeaderRow>, crate::store::StoreError> {
        let v = variant.name();
        let mut rows: Vec<(PlayerDoc, Rating, u32, u32)> = self
            .store
            .players_on(server)?
            .into_iter()
            .filter_map(|p| {
                let r = p.results_on(server).get(v).copied().unwrap_or_default();
                let rating = p.ratings.get(v).copied();
                let keep = match by {
                    Ranking::Rating => rating.is_some(),
                    Ranking::Wins | Ranking::Games => r.games() > 0,
                };
                keep.then(|| (p, rating.unwrap_or_default(), r.wins, r.games()))
            })
            .collect();
        match by {
            Ranking::Wins => {
                rows.sort_by(|a, b| b.2.cmp(&a.2).then(b.1.rating.total_cmp(&a.1.rating)));
            }
            Ranking::Games => rows.sort_by(|a, b| b.3.cmp(&a.3).then(b.2.cmp(&a.2))),
            Ranking::Rating => rows.sort_by(|a, b| b.1.rating.total_cmp(&a.1.rating)),
        }
        Ok(rows
            .into_iter()
            .take(20)
            .map(|(p, rating, wins, games)| LeaderRow {
                name: p.name_in(Some(server)).to_owned(),
                id: p.id.clone(),
                rating,
                wins,
                games,
            })
            .collect())
    }

    /// The scopes `/activity` lists where the command was given: its server's games, and
    /// those of its place that belong to no server (a direct message's, or games from
    /// before servers were told apart).
    pub(crate) fn scopes_here(ctx: &Ctx<'_>) -> Vec<Scope> {
        let mut scopes = vec![Scope::of_place(&ctx.cmd.place)];
        if let Some(server) = &ctx.cmd.server {
            scopes.insert(0, Scope::of_server(server));
        }
        scopes
    }

    pub(crate) fn activity(&self, ctx: &Ctx<'_>, only: Option<Variant>) -> Outcome {
        // This server's games (and the asker's own running ones): another server's never
        // show. Each list is read from the store's index of this server, so its cost does
        // not grow with what other servers hold.
        let scopes = Self::scopes_here(ctx);
        let mut running: Vec<GameId> = self.store.running_games_of(ctx.me())?;
        for scope in &scopes {
            running.extend(self.store.running_games_within(scope)?);
        }
        running.sort_unstable_by(|a, b| b.cmp(a));
        running.dedup();
        let started = self.newest_that_fit(ctx, only, &running)?;
        let mut ended = Vec::new();
        for scope in &scopes {
            let ids = self.store.finished_within(scope, 200)?;
            ended.extend(self.newest_that_fit(ctx, only, &ids)?);
        }
        ended.sort_by(|a, b| b.finished.cmp(&a.finished).then(b.id.cmp(&a.id)));
        ended.truncate(10);
        // Every name at once (one round trip on PostgreSQL).
        ctx.txn.prefetch(
            started
                .iter()
                .chain(&ended)
                .flat_map(|d| [d.red.clone(), d.black.clone()]),
        )?;
        let started = started
            .iter()
            .map(|doc| self.game_line(doc, ctx, true))
            .collect::<Outcome<Vec<_>>>()?;
        let mut finished = Vec::new();
        for doc in ended {
            let names = ctx.txn.names(&doc)?;
            let variant = doc.variant().map_err(|reason| {
                Fail::Refuse(
                    GameRefusal::Unreadable {
                        game: doc.id,
                        reason,
                    }
                    .into(),
                )
            })?;
            let ending = if doc.aborted {
                Ending::Aborted
            } else {
                doc.rebuild()
                    .ok()
                    .and_then(|game| game.outcome())
                    .map_or(Ending::Unreadable, Ending::Result)
            };
            finished.push(Finished {
                game: doc.id,
                variant,
                players: names,
                ending,
            });
        }
        Ok(vec![Message::reply(
            ctx.me(),
            QuerySaid::Activity { started, finished },
        )])
    }

    /// The first ten games among `ids` (newest first) that `/activity` lists here: of
    /// `only`'s variant, if given, and reachable from here. Read ten at a time.
    fn newest_that_fit(
        &self,
        ctx: &Ctx<'_>,
        only: Option<Variant>,
        ids: &[GameId],
    ) -> Outcome<Vec<GameDoc>> {
        let fits = |d: &GameDoc| only.is_none_or(|v| d.variant == v.name()) && ctx.reaches(d);
        let mut out = Vec::new();
        for chunk in ids.chunks(10) {
            for g in self.store.games(chunk)? {
                if out.len() < 10 && fits(&g.doc) {
                    out.push(g.doc);
                }
            }
            if out.len() == 10 {
                break;
            }
        }
        Ok(out)
    }

    pub(crate) fn rules_text(&self, ctx: &Ctx<'_>, variant: Option<Variant>) -> Outcome {
        Ok(vec![Message::reply(ctx.me(), QuerySaid::Rules(variant))])
    }
}

/// Game `doc`'s record as text (PGN-like tags, the numbered moves in `writing`, the
/// result), its players named `names`. A running dark game's is only its player's own
/// (`own`: their side), with their moves alone; `None` without one.
pub(crate) fn record_text(
    doc: &GameDoc,
    game: &rules::AnyGame,
    names: &[String; 2],
    writing: rules::Writing,
    own: Option<Color>,
) -> Option<String> {
    let variant = game.variant();
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
        Some(r) => numbered(
            &r.written()
                .iter()
                .map(|w| writing.write(w).to_owned())
                .collect::<Vec<_>>(),
        ),
        None => {
            // A running dark game: only the asker's own moves, to a player only.
            let color = own?;
            game.own_moves(color)
                .iter()
                .map(|(ply, w)| {
                    let n = writing.write(w);
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
    Some(text)
}
