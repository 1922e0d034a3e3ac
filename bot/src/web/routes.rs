//! The pages' addresses and what each answers: a game's page, its board at a ply, the FEN
//! there, its record and replay, its live stream, and the page's script and style.

use std::sync::Arc;

use axum::Router;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use serde::Deserialize;

use super::{Pages, html, live};
use crate::model::{Language, Slug};
use crate::service::message::Reader;
use crate::service::web::PageView;
use crate::store::{Store, StoreError};

/// The page's script: stepping, flipping, keys, the live stream (a few KB, no framework).
const SCRIPT: &str = include_str!("assets/game.js");
/// The page's style.
const STYLE: &str = include_str!("assets/page.css");

pub(super) fn router<S: Store + 'static>(pages: Arc<Pages<S>>) -> Router {
    Router::new()
        .route("/g/{slug}", get(game::<S>))
        .route("/g/{slug}/board/{ply}", get(board::<S>))
        .route("/g/{slug}/fen/{ply}", get(fen::<S>))
        .route("/g/{slug}/record", get(record::<S>))
        .route("/g/{slug}/replay", get(replay::<S>))
        .route("/g/{slug}/live", get(live::stream::<S>))
        .route("/assets/game.js", get(script))
        .route("/assets/page.css", get(style))
        .fallback(not_found)
        .with_state(pages)
}

/// How a page is asked to be shown: `ply`, `flip=1` (Black at the bottom),
/// `style=western`, `seen=red|black` (an ended dark game in that side's fog), `lang=ja`.
/// A value Palace does not know is taken as if absent.
#[derive(Clone, Debug, Default, Deserialize)]
pub(super) struct Asked {
    pub ply: Option<String>,
    pub flip: Option<String>,
    pub style: Option<String>,
    pub seen: Option<String>,
    pub lang: Option<String>,
}

impl Asked {
    pub fn ply(&self) -> Option<usize> {
        self.ply.as_deref().and_then(|p| p.parse().ok())
    }

    pub fn view(&self) -> PageView {
        let color = |c: &str| match c {
            "red" | "sente" => Some(rules::Color::Red),
            "black" | "gote" => Some(rules::Color::Black),
            _ => None,
        };
        PageView {
            orientation: if self.flip.as_deref() == Some("1") {
                rules::Color::Black
            } else {
                rules::Color::Red
            },
            style: if self.style.as_deref() == Some("western") {
                render::Style::Western
            } else {
                render::Style::Traditional
            },
            seen_by: self.seen.as_deref().and_then(color),
        }
    }

    /// The query that keeps this view (not the ply) on the page's links.
    pub fn view_query(&self) -> String {
        let mut q = form_urlencoded::Serializer::new(String::new());
        let view = self.view();
        if view.orientation == rules::Color::Black {
            q.append_pair("flip", "1");
        }
        if view.style == render::Style::Western {
            q.append_pair("style", "western");
        }
        if let Some(c) = view.seen_by {
            q.append_pair("seen", c.name());
        }
        if let Some(l) = self.lang.as_deref().and_then(Language::from_locale) {
            q.append_pair("lang", l.tag());
        }
        q.finish()
    }

    /// Who reads the page: `lang=`, else the browser's first language Palace speaks,
    /// else English; moves as Palace writes them in that language.
    pub fn reader(&self, headers: &HeaderMap) -> Reader {
        let asked = self.lang.as_deref().and_then(Language::from_locale);
        let browser = || {
            headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .into_iter()
                .flat_map(|v| v.split(','))
                .filter_map(|l| Language::from_locale(l.split(';').next().unwrap_or("")))
                .next()
        };
        Reader::of(asked.or_else(browser).unwrap_or_default())
    }
}

/// Runs a read of the service off the async threads (a store may wait on the network).
pub(super) async fn read<S: Store + 'static, T: Send + 'static>(
    pages: &Arc<Pages<S>>,
    f: impl FnOnce(&crate::service::Service<S>) -> Result<T, StoreError> + Send + 'static,
) -> Result<T, Response> {
    let service = pages.service.clone();
    match tokio::task::spawn_blocking(move || f(&service)).await {
        Ok(Ok(t)) => Ok(t),
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "a page could not read the store");
            Err(unavailable())
        }
        Err(e) => {
            tracing::error!(error = %e, "a page's read failed");
            Err(unavailable())
        }
    }
}

/// The answer when the store cannot be read: nothing of the failure in it.
fn unavailable() -> Response {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        [
            (header::RETRY_AFTER, "5"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        Html(html::unavailable(Reader::of(Language::English))),
    )
        .into_response()
}

fn missing(reader: Reader) -> Response {
    (
        StatusCode::NOT_FOUND,
        [(header::CACHE_CONTROL, "no-store")],
        Html(html::not_found(reader)),
    )
        .into_response()
}

/// What a game's address asks: the game (its slug), the ply for a board or FEN, how to
/// show it, and who reads it. An address whose slug or ply cannot be read names no game:
/// the 404 page, in the reader's language.
pub(super) struct Asking {
    pub slug: Slug,
    pub ply: Option<usize>,
    pub asked: Asked,
    pub reader: Reader,
}

impl<T: Send + Sync> axum::extract::FromRequestParts<T> for Asking {
    type Rejection = Response;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        state: &T,
    ) -> Result<Asking, Response> {
        let Query(asked) = Query::<Asked>::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        let reader = asked.reader(&parts.headers);
        let Ok(Path(params)) =
            Path::<std::collections::HashMap<String, String>>::from_request_parts(parts, state)
                .await
        else {
            return Err(missing(reader));
        };
        let slug = params.get("slug").and_then(|t| Slug::parse(t));
        let ply = match params.get("ply") {
            None => Ok(None),
            Some(p) => p.parse::<usize>().map(Some),
        };
        match (slug, ply) {
            (Some(slug), Ok(ply)) => Ok(Asking {
                slug,
                ply,
                asked,
                reader,
            }),
            _ => Err(missing(reader)),
        }
    }
}

/// What a read of the service found: the answer made of it, else the 404 page, or the
/// 503 page when the store could not be read.
fn answer<T>(
    found: Result<Option<T>, Response>,
    reader: Reader,
    answer: impl FnOnce(T) -> Response,
) -> Response {
    match found {
        Ok(Some(t)) => answer(t),
        Ok(None) => missing(reader),
        Err(r) => r,
    }
}

async fn game<S: Store + 'static>(State(pages): State<Arc<Pages<S>>>, a: Asking) -> Response {
    let slug = a.slug.clone();
    let found = read(&pages, move |s| s.game_page(&slug)).await;
    answer(found, a.reader, |page| {
        let now = (pages.now)();
        (
            [(header::CACHE_CONTROL, "no-cache")],
            Html(html::game_page(&page, &a.asked, a.reader, now)),
        )
            .into_response()
    })
}

async fn board<S: Store + 'static>(State(pages): State<Arc<Pages<S>>>, a: Asking) -> Response {
    let (slug, ply, view, reader) = (a.slug, a.ply.unwrap_or(0), a.asked.view(), a.reader);
    let found = read(&pages, move |s| s.page_board(&slug, ply, view, reader)).await;
    answer(found, reader, |p| file("image/png", None, p.bytes))
}

async fn fen<S: Store + 'static>(State(pages): State<Arc<Pages<S>>>, a: Asking) -> Response {
    let (slug, ply) = (a.slug, a.ply.unwrap_or(0));
    let found = read(&pages, move |s| s.page_fen(&slug, ply)).await;
    answer(found, a.reader, |fen| {
        file("text/plain; charset=utf-8", None, (fen + "\n").into_bytes())
    })
}

async fn record<S: Store + 'static>(State(pages): State<Arc<Pages<S>>>, a: Asking) -> Response {
    let slug = a.slug;
    let found = read(&pages, move |s| {
        Ok(s.page_record(&slug)?.zip(s.game_page(&slug)?.map(|p| p.id)))
    })
    .await;
    answer(found, a.reader, |(text, game)| {
        let name = format!("palace-game-{game}.pgn");
        file(
            "text/plain; charset=utf-8",
            Some(&name),
            (text + "\n").into_bytes(),
        )
    })
}

async fn replay<S: Store + 'static>(State(pages): State<Arc<Pages<S>>>, a: Asking) -> Response {
    let (slug, view, reader) = (a.slug, a.asked.view(), a.reader);
    let found = read(&pages, move |s| s.page_replay(&slug, view, reader)).await;
    answer(found, reader, |p| {
        file("image/gif", Some(&p.file_name), p.bytes)
    })
}

/// A file of `content_type`, named `file_name` when saved (the names Palace makes are
/// plain ASCII).
fn file(content_type: &'static str, file_name: Option<&str>, bytes: Vec<u8>) -> Response {
    let mut response = (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        bytes,
    )
        .into_response();
    if let Some(name) = file_name
        && let Ok(value) = format!("inline; filename=\"{name}\"").parse()
    {
        response
            .headers_mut()
            .insert(header::CONTENT_DISPOSITION, value);
    }
    response
}

async fn script() -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        SCRIPT,
    )
}

async fn style() -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        STYLE,
    )
}

async fn not_found(Query(asked): Query<Asked>, headers: HeaderMap) -> Response {
    missing(asked.reader(&headers))
}
