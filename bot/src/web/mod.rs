//! The pages on the web: a page for every game (its board at every ply, its moves, its
//! record, FENs and replay, followed live), served read-only by `palace serve` and
//! `palace play` with axum. A front end like Discord's and the terminal's: the facts come
//! from the service (`service::web`), every word from the voice; here is only HTML, HTTP
//! and the limits that make the pages safe to put on the internet. No page writes.

mod asking;
mod html;
mod live;
mod routes;
mod server_html;
mod view;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::{Quota, RateLimiter};

use crate::model::Time;
use crate::service::Service;
use crate::store::Store;

/// Where the pages are served and how they are linked to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebConfig {
    /// The address to listen on (`127.0.0.1:8080` by default).
    pub listen: SocketAddr,
    /// The address the pages are reached at from outside (`https://palace.example.org`),
    /// for the links that go into Discord; none: the listening address.
    pub base_url: Option<String>,
    /// Whether a reverse proxy stands before Palace: then who asked is read from the last
    /// address of `X-Forwarded-For` (the one the proxy saw), for the limits per address.
    pub behind_proxy: bool,
    /// Requests one address may make a second, on average (a reader stepping through a
    /// game with the arrow keys asks for a board a step).
    pub requests_per_second: u32,
    /// Requests one address may make at once before that rate applies.
    pub request_burst: u32,
}

impl Default for WebConfig {
    fn default() -> WebConfig {
        WebConfig {
            listen: SocketAddr::from(([127, 0, 0, 1], 8080)),
            base_url: None,
            behind_proxy: false,
            requests_per_second: 20,
            request_burst: 60,
        }
    }
}

impl WebConfig {
    /// The address a game's page is reached at: the base URL, else the listening address.
    pub fn base(&self) -> String {
        match &self.base_url {
            Some(b) => b.trim_end_matches('/').to_owned(),
            None => format!("http://{}", self.listen),
        }
    }

    /// The address of the page of the game with `slug`.
    pub fn game_url(&self, slug: &crate::model::Slug) -> String {
        format!("{}/g/{slug}", self.base())
    }
}

/// The environment variable that holds the key private links are signed with.
pub const KEY_VARIABLE: &str = "PALACE_WEB_KEY";

/// The key private links are signed with: `PALACE_WEB_KEY` (32 characters or more), else
/// one drawn now, with what to warn of (links then end with the process; a key too short
/// is not used). The key itself is never logged.
pub fn key_from_env() -> (crate::service::view_link::PageKey, Option<String>) {
    use crate::service::view_link::PageKey;
    match std::env::var(KEY_VARIABLE) {
        Ok(text) => match PageKey::of_text(&text) {
            Some(key) => (key, None),
            None => (
                PageKey::fresh(),
                Some(format!(
                    "{KEY_VARIABLE} is shorter than 32 characters, so it is not used: private \
                     links to dark players' views end when this process does"
                )),
            ),
        },
        Err(_) => (
            PageKey::fresh(),
            Some(format!(
                "{KEY_VARIABLE} is not set: private links to dark players' views end when this \
                 process does (set it to a secret of 32 characters or more to keep them)"
            )),
        ),
    }
}

/// Live streams open at once, in all and from one address.
const STREAMS: usize = 2000;
const STREAMS_PER_ADDRESS: usize = 16;

type AddressRates = RateLimiter<
    std::net::IpAddr,
    governor::state::keyed::DefaultKeyedStateStore<std::net::IpAddr>,
    governor::clock::DefaultClock,
>;

/// What every handler shares.
pub(crate) struct Pages<S: Store> {
    pub service: Arc<Service<S>>,
    /// The time (`palace play`'s own clock, or the real one).
    pub now: Arc<dyn Fn() -> Time + Send + Sync>,
    pub config: WebConfig,
    rates: AddressRates,
    /// Set when the pages stop: every live stream ends (so that the server's graceful
    /// shutdown is not held up by streams that never end on their own).
    pub closing: tokio::sync::watch::Receiver<bool>,
    /// Live streams open.
    streams: std::sync::Mutex<Streams>,
}

/// The live streams open: in all, and by address (an address with none is not kept).
#[derive(Default)]
struct Streams {
    total: usize,
    by: std::collections::HashMap<std::net::IpAddr, usize>,
}

impl<S: Store> Pages<S> {
    /// A live stream for `address`, if the limits allow one more: held while it is open.
    pub(crate) fn open_stream(
        self: &Arc<Self>,
        address: std::net::IpAddr,
    ) -> Option<StreamSlot<S>> {
        let mut streams = self.streams.lock().expect("no panic holds it");
        let mine = streams.by.get(&address).copied().unwrap_or(0);
        if mine >= STREAMS_PER_ADDRESS || streams.total >= STREAMS {
            return None;
        }
        streams.by.insert(address, mine + 1);
        streams.total += 1;
        Some(StreamSlot {
            pages: self.clone(),
            address,
        })
    }
}

/// One open live stream, counted until it is dropped.
pub(crate) struct StreamSlot<S: Store> {
    pages: Arc<Pages<S>>,
    address: std::net::IpAddr,
}

impl<S: Store> Drop for StreamSlot<S> {
    fn drop(&mut self) {
        let mut streams = self.pages.streams.lock().expect("no panic holds it");
        streams.total -= 1;
        if let Some(n) = streams.by.get_mut(&self.address) {
            *n -= 1;
            if *n == 0 {
                streams.by.remove(&self.address);
            }
        }
    }
}

/// Serves the pages on `listener` until `stop` resolves.
pub async fn serve<S: Store + 'static>(
    service: Arc<Service<S>>,
    now: Arc<dyn Fn() -> Time + Send + Sync>,
    config: WebConfig,
    listener: tokio::net::TcpListener,
    stop: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let (close, closing) = tokio::sync::watch::channel(false);
    let quota = Quota::per_second(
        std::num::NonZeroU32::new(config.requests_per_second.max(1)).expect("not zero"),
    )
    .allow_burst(std::num::NonZeroU32::new(config.request_burst.max(1)).expect("not zero"));
    let pages = Arc::new(Pages {
        service,
        now,
        config,
        closing,
        rates: RateLimiter::keyed(quota),
        streams: Default::default(),
    });
    let app = routes::router(pages.clone())
        .layer(axum::middleware::from_fn_with_state(pages, limited::<S>))
        .layer(axum::middleware::from_fn(hardened))
        // No page takes a body: anything sent with a request is refused past 1 KB.
        .layer(axum::extract::DefaultBodyLimit::max(1024));
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(async move {
        stop.await;
        let _ = close.send(true);
    })
    .await
}

/// Binds the pages' address, for [`serve`] (the system's error when it is taken).
pub async fn bind(config: &WebConfig) -> std::io::Result<tokio::net::TcpListener> {
    tokio::net::TcpListener::bind(config.listen).await
}

/// Who asked: the peer, or behind a proxy the address it forwarded for.
pub(crate) fn address_of(
    behind_proxy: bool,
    peer: SocketAddr,
    headers: &HeaderMap,
) -> std::net::IpAddr {
    if behind_proxy {
        let forwarded = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(|a| a.trim().parse::<std::net::IpAddr>().ok())
            .next_back();
        if let Some(a) = forwarded {
            return a;
        }
    }
    peer.ip()
}

/// Only GET and HEAD, at most [`WebConfig::requests_per_second`] requests a second from one
/// address.
async fn limited<S: Store>(
    State(pages): State<Arc<Pages<S>>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
    next: Next,
) -> Response {
    if !matches!(request.method().as_str(), "GET" | "HEAD") {
        return (
            StatusCode::METHOD_NOT_ALLOWED,
            [(header::ALLOW, "GET, HEAD")],
        )
            .into_response();
    }
    let address = address_of(pages.config.behind_proxy, peer, request.headers());
    let refused = pages.rates.check_key(&address).is_err();
    // Forget addresses whose buckets are full again, now and then, so memory stays bounded
    // by the addresses active in the last moments (as the bot's per-person limits do).
    if pages.rates.len() > 10_000 {
        pages.rates.retain_recent();
    }
    if refused {
        return (StatusCode::TOO_MANY_REQUESTS, [(header::RETRY_AFTER, "1")]).into_response();
    }
    next.run(request).await
}

/// The headers every answer carries: a Content Security Policy that lets a page load
/// only its own scripts, styles and images and be framed by no one, no sniffing of
/// content types, and no referrer (a page's address is its key).
async fn hardened(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let h = response.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; \
             connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        ),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    response
}
