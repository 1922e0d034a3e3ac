//! The words of a game's page on the web: its title, players, terms and where it stands,
//! its moves as the reader writes them, and its buttons' and links' names.

use rules::Color;

use super::times::{duration, moment};
use super::words::{result, side, side_start, variant};
use crate::model::Time;
use crate::service::view_link::LinkRefusal;
use crate::service::web::{GamePage, PagePlayer, PrivatePage};
use crate::voice::catalogue::t;
use crate::voice::reader;

/// Every word of a game's page, in its reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamePageWords {
    /// `Game 12 · Xiangqi`.
    pub title: String,
    /// `alice (1540) vs bob (1500?)`.
    pub players: String,
    /// `Rated · 3 days per move`.
    pub terms: String,
    /// Where it stands: `Move 12 · Red to move`, then the time left or the stop of the
    /// clock; or how it ended.
    pub status: Vec<String>,
    /// `Tournament #2, round 3`.
    pub event: Option<String>,
    /// Each move as the reader writes it (none while a dark game runs).
    pub moves: Vec<String>,
    /// What a running dark game's page holds back, and why.
    pub hidden: Option<String>,
    /// The review's graph: its title (none: no review yet).
    pub graph: Option<String>,
    /// The names of the page's buttons and links.
    pub labels: PageLabels,
}

/// The names of a game page's buttons and links.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageLabels {
    /// The move list's heading.
    pub moves: String,
    /// The start position in the move list.
    pub start: String,
    /// Steps: first, previous, next, last.
    pub first: String,
    /// See `first`.
    pub previous: String,
    /// See `first`.
    pub next: String,
    /// See `first`.
    pub last: String,
    /// Turns the board around.
    pub flip: String,
    /// How the keys step.
    pub keys: String,
    /// The downloads' heading.
    pub downloads: String,
    /// The record.
    pub record: String,
    /// The FEN of the board shown.
    pub fen: String,
    /// The replay.
    pub gif: String,
    /// An ended dark game's true board.
    pub seen_true: String,
    /// An ended dark game as Red, then Black, saw it.
    pub seen_by: [String; 2],
    /// That the page follows the game.
    pub live: String,
}

fn player(p: &PagePlayer) -> String {
    match p.rating {
        Some((rating, provisional)) => t!(
            "page-rated-player",
            name = p.name.as_str(),
            rating = rating.to_string(),
            provisional = if provisional { "yes" } else { "no" }
        ),
        None => p.name.clone(),
    }
}

/// The words of `page` at time `now`.
pub(crate) fn game_page(page: &GamePage, now: Time) -> GamePageWords {
    let v = page.variant;
    let notice = page.notice;
    let status = if page.aborted {
        vec![t!("page-aborted")]
    } else if let Some(o) = notice.outcome {
        vec![result(v, o)]
    } else {
        let mut lines = vec![t!(
            "page-to-move",
            number = (notice.ply / 2 + 1).to_string(),
            side = side_start(v, notice.to_move)
        )];
        match (page.paused_until, page.deadline) {
            (Some(until), _) if until > now => {
                lines.push(t!("page-paused", until = moment(until)));
            }
            (_, Some(deadline)) => {
                lines.push(t!("page-time-left", left = duration(deadline - now)));
            }
            _ => {}
        }
        lines
    };
    GamePageWords {
        title: t!(
            "page-title",
            game = page.id.to_string(),
            variant = variant(v)
        ),
        players: t!(
            "page-players",
            red = player(&page.players[0]),
            black = player(&page.players[1])
        ),
        terms: t!(
            "page-terms",
            rated = if page.rated { "yes" } else { "no" },
            days = page.days
        ),
        status,
        event: page.event.as_ref().map(|e| {
            t!(
                "page-event",
                tournament = e.tournament.to_string(),
                round = e.round.to_string()
            )
        }),
        moves: page
            .moves
            .as_deref()
            .unwrap_or_default()
            .iter()
            .enumerate()
            .map(|(ply, w)| {
                let mark = page
                    .review
                    .as_ref()
                    .and_then(|r| r.marks.iter().find(|(p, _)| *p == ply))
                    .map_or("", |(_, m)| m.as_str());
                format!("{}{mark}", reader::write(w))
            })
            .collect(),
        graph: page
            .review
            .as_ref()
            .map(|_| t!("page-graph", side = side_start(v, Color::Red))),
        hidden: (!page.revealed()).then(|| t!("page-dark-hidden")),
        labels: PageLabels {
            moves: t!("page-moves"),
            start: t!("page-start"),
            first: t!("page-first"),
            previous: t!("page-previous"),
            next: t!("page-next"),
            last: t!("page-last"),
            flip: t!("page-flip"),
            keys: t!("page-keys"),
            downloads: t!("page-downloads"),
            record: t!("page-record"),
            fen: t!("page-fen"),
            gif: t!("page-gif"),
            seen_true: t!("page-seen-true"),
            seen_by: [Color::Red, Color::Black].map(|c| t!("page-seen-by", side = side(v, c))),
            live: t!("page-live"),
        },
    }
}

/// The words of `side`'s private page of a running dark game: the game's, with their own
/// moves written and the others' hidden, and a note that the link is theirs alone.
pub(crate) fn private_page(page: &PrivatePage, now: Time) -> (GamePageWords, String) {
    let mut words = game_page(&page.page, now);
    let hidden = t!("page-hidden-move");
    words.moves = page
        .moves
        .iter()
        .map(|m| m.as_ref().map_or_else(|| hidden.clone(), reader::write))
        .collect();
    words.hidden = None;
    let note = t!("page-private", side = side(page.page.variant, page.side));
    (words, note)
}

/// Why a private link opens nothing: a heading and a hint.
pub(crate) fn link_refused(r: LinkRefusal) -> [String; 2] {
    let heading = match r {
        LinkRefusal::Invalid => t!("page-link-invalid"),
        LinkRefusal::Expired => t!("page-link-expired"),
        LinkRefusal::Replaced => t!("page-link-replaced"),
    };
    [heading, t!("page-link-help")]
}

/// The words of a page for an address that names no game: a heading and a hint.
pub(crate) fn not_found() -> [String; 2] {
    [t!("page-not-found"), t!("page-not-found-help")]
}

/// The words of a page shown while the store cannot be read: a heading and a hint.
pub(crate) fn unavailable() -> [String; 2] {
    [t!("page-unavailable"), t!("page-unavailable-help")]
}

/// The face of the link button to a page.
pub(crate) fn page_button(kind: crate::service::message::PageKind) -> String {
    match kind {
        crate::service::message::PageKind::Game => t!("button-page"),
        crate::service::message::PageKind::Server => t!("button-server-page"),
        crate::service::message::PageKind::Player => t!("button-player-page"),
    }
}
