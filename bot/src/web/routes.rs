//! The pages' addresses and what each answers: a game's page, its board at a ply, the FEN
//! there, its record and replay, its live stream, and the page's script and style.

use std::sync::Arc;

use axum::Router;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::get;

use super::asking::{self, Asking, answer, read};
use super::view::Asked;
use super::{Pages, html, live, server_html};
use crate::service::web::Private;
use crate::store::Store;

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
        .route("/g/{slug}/{side}", get(private::<S>))
        .route("/g/{slug}/{side}/board/{ply}", get(private_board::<S>))
        .route("/s/{server}/{secret}", get(server::<S>))
        .route("/s/{server}/{secret}/p/{user}", get(player::<S>))
        .route("/assets/game.js", get(script))
        .route("/assets/page.css", get(style))
        .fallback(not_found)
        .with_state(pages)
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
    let found = read(&pages, move |s| s.page_record(&slug)).await;
    answer(found, a.reader, |(game, text)| {
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

/// A dark player's private page: their own view, with the token of their link. Never
/// kept by a cache; a refused link says why (403); after the game's end, the public page
/// as that side saw it.
async fn private<S: Store + 'static>(State(pages): State<Arc<Pages<S>>>, a: Asking) -> Response {
    let (Some(side), Some(token)) = (a.side, a.asked.k.clone()) else {
        return asking::missing(a.reader);
    };
    let now = (pages.now)();
    let (slug, t) = (a.slug.clone(), token.clone());
    let found = read(&pages, move |s| s.private_page(&slug, side, &t, now)).await;
    answer(found, a.reader, |p| match p {
        Private::Open(page) => private_answer(
            Html(html::private_page(&page, &token, &a.asked, a.reader, now)).into_response(),
        ),
        Private::Refused(r) => asking::refused(a.reader, r),
        Private::Over => {
            Redirect::to(&format!("/g/{}?seen={}", a.slug, side.name())).into_response()
        }
    })
}

/// A dark player's fog board at a ply, by the token of their link (see [`private`]).
async fn private_board<S: Store + 'static>(
    State(pages): State<Arc<Pages<S>>>,
    a: Asking,
) -> Response {
    let (Some(side), Some(token)) = (a.side, a.asked.k.clone()) else {
        return asking::missing(a.reader);
    };
    let now = (pages.now)();
    let (slug, ply, style, reader) = (
        a.slug.clone(),
        a.ply.unwrap_or(0),
        a.asked.view().style,
        a.reader,
    );
    let found = read(&pages, move |s| {
        s.private_board(&slug, (side, &token), ply, (style, reader), now)
    })
    .await;
    answer(found, reader, |p| match p {
        Private::Open(Some(p)) => private_answer(file("image/png", None, p.bytes)),
        Private::Open(None) => asking::missing(reader),
        Private::Refused(r) => asking::refused(reader, r),
        Private::Over => {
            Redirect::to(&format!("/g/{}/board/{ply}?seen={}", a.slug, side.name())).into_response()
        }
    })
}

/// What a server's page asks: the leaderboard's variant and ranking, the language.
#[derive(serde::Deserialize)]
struct Board {
    variant: Option<String>,
    by: Option<String>,
}

/// A server's page: its leaderboard (`?variant=`, `?by=`) and latest games; the 404 page
/// for a wrong secret, as for an address that names nothing.
async fn server<S: Store + 'static>(
    State(pages): State<Arc<Pages<S>>>,
    Path((server, secret)): Path<(String, String)>,
    Query(board): Query<Board>,
    Query(asked): Query<Asked>,
    headers: HeaderMap,
) -> Response {
    let reader = asked.reader(&headers);
    let variant = board
        .variant
        .as_deref()
        .and_then(|v| v.parse().ok())
        .unwrap_or(rules::Variant::Xiangqi);
    let by = board
        .by
        .as_deref()
        .and_then(crate::service::request::Ranking::named)
        .unwrap_or(crate::service::request::Ranking::Rating);
    let lang = asked
        .lang
        .as_deref()
        .and_then(crate::model::Language::from_locale)
        .map_or_else(String::new, |l| format!("&amp;lang={}", l.tag()));
    let server = crate::model::Server(server);
    let (s, k) = (server.clone(), secret.clone());
    let found = read(&pages, move |svc| svc.server_page(&s, &k, variant, by)).await;
    answer(found, reader, |page| {
        (
            [(header::CACHE_CONTROL, "no-cache")],
            Html(server_html::server_page(
                &page,
                (&server, &secret),
                &lang,
                reader,
            )),
        )
            .into_response()
    })
}

/// A player's page in a server.
async fn player<S: Store + 'static>(
    State(pages): State<Arc<Pages<S>>>,
    Path((server, secret, user)): Path<(String, String, String)>,
    Query(asked): Query<Asked>,
    headers: HeaderMap,
) -> Response {
    let reader = asked.reader(&headers);
    let (server, user) = (crate::model::Server(server), crate::model::UserId(user));
    let (s, k) = (server.clone(), secret.clone());
    let found = read(&pages, move |svc| svc.player_page(&s, &k, &user)).await;
    answer(found, reader, |page| {
        (
            [(header::CACHE_CONTROL, "no-cache")],
            Html(server_html::player_page(&page, (&server, &secret), reader)),
        )
            .into_response()
    })
}

/// A private answer: kept by no cache, on no disk.
fn private_answer(mut response: Response) -> Response {
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static("private, no-store"),
    );
    response
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
    asking::missing(asked.reader(&headers))
}
