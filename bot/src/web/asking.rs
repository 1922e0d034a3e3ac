//! What a game's address asks, read once for every handler ([`Asking`]), and the answers
//! every handler shares: the service read off the async threads, the 404 page for an
//! address that names no game, the 503 page when the store cannot be read.

use std::sync::Arc;

use axum::extract::{Path, Query};
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Response};

use super::view::Asked;
use super::{Pages, html};
use crate::model::{Language, Slug};
use crate::service::message::Reader;
use crate::store::{Store, StoreError};

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

pub(super) fn missing(reader: Reader) -> Response {
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
    /// The side of a private view (`/g/{slug}/red`).
    pub side: Option<rules::Color>,
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
        // A side by its own name only (`red`, `black`): one address a view.
        let side = match params.get("side") {
            None => Ok(None),
            Some(s) => rules::Color::ALL
                .into_iter()
                .find(|c| c.name() == s)
                .map(Some)
                .ok_or(()),
        };
        match (slug, ply, side) {
            (Some(slug), Ok(ply), Ok(side)) => Ok(Asking {
                slug,
                ply,
                side,
                asked,
                reader,
            }),
            _ => Err(missing(reader)),
        }
    }
}

/// What a read of the service found: the answer made of it, else the 404 page, or the
/// 503 page when the store could not be read.
pub(super) fn answer<T>(
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

/// The page of a private link that opens nothing, and why (403): kept by no cache.
pub(super) fn refused(reader: Reader, r: crate::service::view_link::LinkRefusal) -> Response {
    (
        StatusCode::FORBIDDEN,
        [(header::CACHE_CONTROL, "private, no-store")],
        Html(html::link_refused(reader, r)),
    )
        .into_response()
}
