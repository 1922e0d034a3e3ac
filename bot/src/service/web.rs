//! What a game's page on the web shows, as facts: its players, terms and clock, its
//! moves and where it stands, and its boards, FENs, record and replay by ply. Read-only:
//! nothing here changes a document. A running dark game shows only what anyone may know
//! of it (players, plies, whose turn): no board, no move, no FEN.

use render::Style;
use rules::{AnyGame, Color, Notice, Variant, Written};

use super::message::{Picture, Reader, ReplayKey};
use super::pictures;
use super::said::{Caption, ReplayHeading};
use super::txn::Txn;
use super::{Fail, Service};
use crate::model::{EventRef, GameDoc, GameId, Slug, Time};
use crate::store::{Store, StoreError};

/// One player of a game as its page shows them.
#[derive(Clone, Debug, PartialEq)]
pub struct PagePlayer {
    /// Their name as the game's server shows it.
    pub name: String,
    /// Their rating in the game's variant, rounded, and whether it is still provisional
    /// (none: they have no rating in it, or they are Palace).
    pub rating: Option<(i64, bool)>,
}

/// A game's page, as facts.
#[derive(Clone, Debug, PartialEq)]
pub struct GamePage {
    /// The game's number.
    pub id: GameId,
    /// Its page's slug.
    pub slug: Slug,
    /// Its variant.
    pub variant: Variant,
    /// Red's (sente's) then Black's (gote's).
    pub players: [PagePlayer; 2],
    /// Whether it counts for ratings.
    pub rated: bool,
    /// Days per move.
    pub days: u32,
    /// When it began.
    pub started: Time,
    /// When the side to move must have moved (none once over).
    pub deadline: Option<Time>,
    /// Until when its clock is stopped for a vacation.
    pub paused_until: Option<Time>,
    /// Plies played, the side to move and the result: what anyone may know.
    pub notice: Notice,
    /// Aborted before the second move.
    pub aborted: bool,
    /// The tournament and round it belongs to.
    pub event: Option<EventRef>,
    /// Every move, in every notation (none while a dark game runs).
    pub moves: Option<Vec<Written>>,
    /// Its review, once made: each position's worth and the moves' marks.
    pub review: Option<PageReview>,
}

/// What a game's review gives its page: Palace's evaluation of each position analysed,
/// for Red (centipawns; the start first), and the marks of the moves that lost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageReview {
    /// Each position's worth to Red, the start first.
    pub evals: Vec<i32>,
    /// `(ply, mark)`: the move at `ply` (0: the first) lost, marked `?!`, `?` or `??`.
    pub marks: Vec<(usize, String)>,
}

impl PageReview {
    /// Red's chance to win from each position, in percent: the engine's centipawns
    /// through the logistic curve lichess uses for the same graph.
    pub fn red_chances(&self) -> Vec<f64> {
        self.evals
            .iter()
            .map(|&cp| 100.0 / (1.0 + (-0.003_682_08 * f64::from(cp)).exp()))
            .collect()
    }
}

impl GamePage {
    /// Whether its boards and moves may be shown (every game but a running dark one).
    pub fn revealed(&self) -> bool {
        self.moves.is_some()
    }

    /// Plies played.
    pub fn plies(&self) -> usize {
        self.notice.ply
    }

    /// Whether it is over: ended, or aborted.
    pub fn over(&self) -> bool {
        self.notice.outcome.is_some() || self.aborted
    }
}

/// How a board on a page is seen: which side is at the bottom, the piece style, and for
/// an ended dark game, whose fog (none: the true board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PageView {
    /// The side at the bottom.
    pub orientation: Color,
    /// The pieces.
    pub style: Style,
    /// An ended dark game as this side saw it.
    pub seen_by: Option<Color>,
}

impl Default for PageView {
    fn default() -> PageView {
        PageView {
            orientation: Color::Red,
            style: Style::Traditional,
            seen_by: None,
        }
    }
}

impl<S: Store> Service<S> {
    /// The game whose page is at `slug`, loaded; `None` when no game has it.
    fn paged(&self, slug: &Slug) -> Result<Option<(GameDoc, AnyGame)>, StoreError> {
        let Some(id) = self.store.game_by_slug(slug)? else {
            return Ok(None);
        };
        let Some(stored) = self.store.game(id)? else {
            return Ok(None);
        };
        // A record the rules refuse has no page (its players are told in Discord).
        let Ok(game) = self.known.game(&stored.doc, stored.version) else {
            return Ok(None);
        };
        Ok(Some((stored.doc, game)))
    }

    /// The page of the game at `slug`; `None` when there is none.
    pub fn game_page(&self, slug: &Slug) -> Result<Option<GamePage>, StoreError> {
        match self.paged(slug)? {
            Some((doc, game)) => self.page_of(slug, &doc, &game).map(Some),
            None => Ok(None),
        }
    }

    /// The page of game `doc`, `game` as rebuilt, at `slug`.
    fn page_of(&self, slug: &Slug, doc: &GameDoc, game: &AnyGame) -> Result<GamePage, StoreError> {
        let txn = Txn::new(&self.store);
        let names = unfailed(txn.names(doc))?;
        let variant = game.variant();
        let mut players = names.map(|name| PagePlayer { name, rating: None });
        for (player, id) in players.iter_mut().zip([&doc.red, &doc.black]) {
            if id.is_engine() {
                continue;
            }
            let doc = unfailed(txn.player(id))?;
            player.rating = doc
                .ratings
                .get(variant.name())
                .map(|r| (r.rating.round() as i64, r.is_provisional()));
        }
        Ok(GamePage {
            id: doc.id,
            slug: slug.clone(),
            variant,
            players,
            rated: doc.rated,
            days: doc.days,
            started: doc.started,
            deadline: doc.deadline,
            paused_until: doc.paused_until,
            notice: game.notice(),
            aborted: doc.aborted,
            event: doc.event,
            moves: game.reveal().map(|r| r.written()),
            review: doc
                .review
                .as_ref()
                .filter(|r| !r.evals.is_empty() && game.reveal().is_some())
                .map(|r| PageReview {
                    evals: r.evals.clone(),
                    marks: r.marks.clone(),
                }),
        })
    }

    /// The board of the game at `slug` after `ply` plies, as `view` asks, drawn for
    /// `reader` (its caption names the move on it); `None` when there is no such game
    /// or ply, or while the game is dark and running.
    pub fn page_board(
        &self,
        slug: &Slug,
        ply: usize,
        view: PageView,
        reader: Reader,
    ) -> Result<Option<Picture>, StoreError> {
        let Some((doc, game)) = self.paged(slug)? else {
            return Ok(None);
        };
        let Some(revealed) = game.reveal() else {
            return Ok(None);
        };
        if ply > game.ply() {
            return Ok(None);
        }
        let names = unfailed(Txn::new(&self.store).names(&doc))?;
        let variant = game.variant();
        let written = revealed.written();
        // The frame as a replay has it: an ended dark game seen by one side in their
        // fog, naming their own moves only.
        let (frames, notation) = match (revealed, view.seen_by) {
            (rules::Revealed::Dark(g), Some(viewer)) => {
                let mine = ply
                    .checked_sub(1)
                    .filter(|&j| g.positions()[j].turn() == viewer);
                (
                    render::Scene::fog_replay(g, viewer, view.style),
                    mine.and_then(|j| written.get(j).cloned()),
                )
            }
            (r, _) => (
                render::Scene::replay(r, view.orientation, view.style),
                ply.checked_sub(1).and_then(|j| written.get(j).cloned()),
            ),
        };
        let Some(scene) = frames.into_iter().nth(ply) else {
            return Ok(None);
        };
        let caption = Caption::Frame {
            heading: ReplayHeading::Players {
                players: names.each_ref().map(|n| pictures::shown_name(n)),
                variant,
                seen_by: view.seen_by.filter(|_| game.is_dark()),
            },
            ply,
            notation,
            result: game
                .outcome()
                .filter(|_| ply == game.ply())
                .map(|o| (variant, o)),
        };
        let sketch = pictures::still(scene, caption, format!("game-{}-ply-{ply}.png", doc.id));
        Ok(pictures::draw(self.words, reader, sketch, None))
    }

    /// The FEN of the game at `slug` after `ply` plies; `None` when there is no such
    /// game or ply, or while the game is dark and running.
    pub fn page_fen(&self, slug: &Slug, ply: usize) -> Result<Option<String>, StoreError> {
        let Some((_, game)) = self.paged(slug)? else {
            return Ok(None);
        };
        Ok(game.reveal().and_then(|r| r.fen_at(ply)))
    }

    /// The number and record of the game at `slug`, the record in the canonical
    /// notations (as `/export` gives it); `None` when there is none, or while the game is
    /// dark and running.
    pub fn page_record(&self, slug: &Slug) -> Result<Option<(GameId, String)>, StoreError> {
        let Some((doc, game)) = self.paged(slug)? else {
            return Ok(None);
        };
        let names = unfailed(Txn::new(&self.store).names(&doc))?;
        let text =
            super::queries::record_text(&doc, &game, &names, rules::Writing::default(), None);
        Ok(text.map(|t| (doc.id, t)))
    }

    /// The replay (a GIF) of the game at `slug` as `view` asks, drawn for `reader` once
    /// and kept; `None` when there is none, or while the game is dark and running.
    pub fn page_replay(
        &self,
        slug: &Slug,
        view: PageView,
        reader: Reader,
    ) -> Result<Option<Picture>, StoreError> {
        let Some((doc, game)) = self.paged(slug)? else {
            return Ok(None);
        };
        let names = unfailed(Txn::new(&self.store).names(&doc))?;
        // A dark game's replay is seen by a side in their fog, or as the true board.
        let seen = if game.is_dark() {
            view.seen_by
        } else {
            Some(view.orientation)
        };
        let key = ReplayKey {
            game: doc.id,
            moves: doc.moves.clone(),
            finished: !doc.is_running(),
            names: names.clone(),
            style: view.style.name().to_owned(),
            view: seen,
            reader: Default::default(),
        };
        let sketch = pictures::replay(key, &doc, &game, [&names[0], &names[1]], view.style, seen);
        Ok(sketch.and_then(|s| self.drawn(s, reader)))
    }
}

/// A page reads without refusals: only the store can fail it.
fn unfailed<T>(r: Result<T, Fail>) -> Result<T, StoreError> {
    r.map_err(|e| match e {
        Fail::Store(e) => e,
        // Reads alone neither conflict nor refuse (an unreadable player reads as new).
        Fail::Conflict | Fail::Refuse(_) => StoreError::Conflict,
    })
}

/// A dark player's own view of a running game, as its private page shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct PrivatePage {
    /// What anyone may know of the game (no move, no board).
    pub page: GamePage,
    /// Whose view.
    pub side: Color,
    /// Each ply's move where this side may see it (their own), else `None`.
    pub moves: Vec<Option<Written>>,
}

/// What a private link opens.
#[derive(Clone, Debug, PartialEq)]
pub enum Private<T> {
    /// The view.
    Open(T),
    /// Not with this link.
    Refused(super::view_link::LinkRefusal),
    /// The game is over: everything of it is public now.
    Over,
}

impl<T> Private<T> {
    /// What it opens, else its refusal or the game's end, as what another view gives.
    fn opened<U>(self) -> Result<T, Private<U>> {
        match self {
            Private::Open(t) => Ok(t),
            Private::Refused(r) => Err(Private::Refused(r)),
            Private::Over => Err(Private::Over),
        }
    }
}

impl<S: Store> Service<S> {
    /// The game at `slug` when `token` opens `side`'s view of it at `now`.
    fn privately(
        &self,
        slug: &Slug,
        side: Color,
        token: &str,
        now: Time,
    ) -> Result<Option<Private<(GameDoc, AnyGame)>>, StoreError> {
        let Some((doc, game)) = self.paged(slug)? else {
            return Ok(None);
        };
        let Some(key) = &self.config.page_key else {
            return Ok(Some(Private::Refused(
                super::view_link::LinkRefusal::Invalid,
            )));
        };
        if let Err(r) = key.check(slug, side, token, doc.view_links[side.index()], now) {
            return Ok(Some(Private::Refused(r)));
        }
        if !game.is_dark() || game.reveal().is_some() {
            return Ok(Some(Private::Over));
        }
        Ok(Some(Private::Open((doc, game))))
    }

    /// `side`'s private page of the running dark game at `slug`, if `token` opens it.
    pub fn private_page(
        &self,
        slug: &Slug,
        side: Color,
        token: &str,
        now: Time,
    ) -> Result<Option<Private<PrivatePage>>, StoreError> {
        let Some(private) = self.privately(slug, side, token, now)? else {
            return Ok(None);
        };
        let (doc, game) = match private.opened() {
            Ok(opened) => opened,
            Err(closed) => return Ok(Some(closed)),
        };
        let page = self.page_of(slug, &doc, &game)?;
        let mut moves = vec![None; game.ply()];
        for (ply, w) in game.own_moves(side) {
            if let Some(m) = ply.checked_sub(1).and_then(|i| moves.get_mut(i)) {
                *m = Some(w);
            }
        }
        Ok(Some(Private::Open(PrivatePage { page, side, moves })))
    }

    /// `side`'s fog view of the running dark game at `slug` after `ply` plies, as their
    /// messages showed it then, if `token` opens it; `Open(None)` past the last ply.
    pub fn private_board(
        &self,
        slug: &Slug,
        (side, token): (Color, &str),
        ply: usize,
        (style, reader): (Style, Reader),
        now: Time,
    ) -> Result<Option<Private<Option<Picture>>>, StoreError> {
        let Some(private) = self.privately(slug, side, token, now)? else {
            return Ok(None);
        };
        let (doc, game) = match private.opened() {
            Ok(opened) => opened,
            Err(closed) => return Ok(Some(closed)),
        };
        if ply > game.ply() {
            return Ok(Some(Private::Open(None)));
        }
        // The game as it stood then, seen from the side's own view only.
        let Ok(then) = doc.position_after(ply) else {
            return Ok(None);
        };
        let names = unfailed(Txn::new(&self.store).names(&doc))?;
        let sketch = pictures::player_board(&doc, &then, [&names[0], &names[1]], side, style);
        Ok(Some(Private::Open(pictures::draw(
            self.words, reader, sketch, None,
        ))))
    }
}
