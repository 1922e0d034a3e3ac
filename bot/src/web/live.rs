//! A game's page followed live: one server-sent event stream per viewer, an event each
//! time the game changes (a move, a takeback, its end), carrying where it stands and its
//! move list in the viewer's words. Each event's id says what the viewer has seen (plies,
//! and whether it was over), so a reconnecting browser (`Last-Event-ID`) gets at once
//! what it missed, and nothing twice. A running dark game's stream carries only what its
//! public page shows: the move number and whose turn.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{ConnectInfo, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use tokio::sync::broadcast::error::RecvError;

use super::asking::{Asking, read};
use super::{Pages, StreamSlot, address_of, html};
use crate::model::{GameId, Slug};
use crate::service::message::Reader;
use crate::service::web::GamePage;
use crate::store::Store;

/// How often a stream looks at its game again without being told of a change: another
/// process on the same PostgreSQL database may have moved in it.
const RECHECK: Duration = Duration::from_secs(5);

/// What a viewer has seen of a game: its plies, and `-end` once it was over.
fn key_of(page: &GamePage) -> String {
    if page.over() {
        format!("{}-end", page.plies())
    } else {
        page.plies().to_string()
    }
}

/// The event telling a viewer where `page` stands now.
fn event(page: &GamePage, reader: Reader, now: crate::model::Time, view: &str) -> Event {
    let words = crate::voice::game_page(reader, page, now);
    let moves = page
        .revealed()
        .then(|| html::move_list(&words, page.plies(), view));
    let data = serde_json::json!({
        "plies": page.plies(),
        "over": page.over(),
        "revealed": page.revealed(),
        "status": html::status(&words),
        "moves": moves,
    });
    Event::default()
        .event("state")
        .id(key_of(page))
        .data(data.to_string())
}

/// One viewer's stream.
struct Live<S: Store> {
    pages: Arc<Pages<S>>,
    _slot: StreamSlot<S>,
    changes: tokio::sync::broadcast::Receiver<GameId>,
    slug: Slug,
    id: GameId,
    /// The last state the viewer has (none: they have nothing yet).
    seen: Option<String>,
    /// A state read and not yet sent.
    pending: Option<GamePage>,
    reader: Reader,
    view: String,
    ended: bool,
}

impl<S: Store + 'static> Live<S> {
    /// The next event, once the game changes from what the viewer has; `None` when the
    /// stream ends (after the game's end, or when the store cannot be read: the browser
    /// comes back and resumes).
    async fn next(mut self) -> Option<(Result<Event, Infallible>, Self)> {
        loop {
            if self.ended {
                return None;
            }
            if let Some(page) = self.pending.take() {
                let key = key_of(&page);
                if self.seen.as_ref() != Some(&key) {
                    self.seen = Some(key);
                    self.ended = page.over();
                    let now = (self.pages.now)();
                    let e = event(&page, self.reader, now, &self.view);
                    return Some((Ok(e), self));
                }
            }
            let id = self.id;
            let changes = &mut self.changes;
            let mut closing = self.pages.closing.clone();
            let heard = tokio::time::timeout(RECHECK, async {
                loop {
                    tokio::select! {
                        _ = closing.wait_for(|c| *c) => return false,
                        r = changes.recv() => match r {
                            Ok(changed) if changed == id => return true,
                            Ok(_) => continue,
                            Err(RecvError::Lagged(_)) => return true,
                            Err(RecvError::Closed) => return false,
                        },
                    }
                }
            })
            .await;
            if heard == Ok(false) {
                return None;
            }
            let slug = self.slug.clone();
            match read(&self.pages, move |s| s.game_page(&slug)).await {
                Ok(Some(page)) => self.pending = Some(page),
                _ => return None,
            }
        }
    }
}

/// `?since=KEY`: the state the page was drawn at (a reconnecting browser's
/// `Last-Event-ID` says it instead).
#[derive(serde::Deserialize)]
pub(super) struct Since {
    since: Option<String>,
}

/// `GET /g/{slug}/live`: the stream, or 204 (no more to follow: the game is over and the
/// viewer has its end), 404, or 429 when the address has too many open.
pub(super) async fn stream<S: Store + 'static>(
    State(pages): State<Arc<Pages<S>>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Query(Since { since }): Query<Since>,
    headers: HeaderMap,
    a: Asking,
) -> Response {
    let Asking {
        slug,
        asked,
        reader,
        ..
    } = a;
    let changes = pages.service.game_changes();
    let id_slug = slug.clone();
    let page = match read(&pages, move |s| s.game_page(&id_slug)).await {
        Ok(Some(p)) => p,
        Ok(None) => return StatusCode::NOT_FOUND.into_response(),
        Err(r) => return r,
    };
    let seen = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
        .or(since);
    if page.over() && seen.as_deref() == Some(key_of(&page).as_str()) {
        return StatusCode::NO_CONTENT.into_response();
    }
    let address = address_of(pages.config.behind_proxy, peer, &headers);
    let Some(slot) = pages.open_stream(address) else {
        return (StatusCode::TOO_MANY_REQUESTS, [(header::RETRY_AFTER, "10")]).into_response();
    };
    let live = Live {
        pages: pages.clone(),
        _slot: slot,
        changes,
        id: page.id,
        slug,
        seen,
        pending: Some(page),
        reader,
        view: asked.view_query(),
        ended: false,
    };
    let events = futures::stream::unfold(live, Live::next);
    (
        [
            (header::CACHE_CONTROL, "no-cache"),
            // A reverse proxy (nginx) passes each event on at once.
            (header::HeaderName::from_static("x-accel-buffering"), "no"),
        ],
        Sse::new(events).keep_alive(KeepAlive::default()),
    )
        .into_response()
}
