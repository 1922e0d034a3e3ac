//! The HTTP server: the router and the gatekeeper in front of every request
//! (authorization, injected failures, the request log, the check against Discord's API
//! specification, rate-limit headers).

use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use serde_json::json;

use crate::http_io::{App, ReqLine, read_body, refuse};
use crate::state::Shared;
use crate::types::RequestLog;
use crate::validate::{FilePart, Problem};

/// The whole router, with its gatekeeper.
pub(crate) fn router(app: App) -> Router {
    Router::new()
        .nest("/api/v10", crate::rest::routes())
        .route("/gateway", axum::routing::get(crate::gateway::upgrade))
        .route(
            "/attachments/{channel}/{file}/{name}",
            axum::routing::get(crate::rest::channels::cdn),
        )
        .fallback(unknown_route)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(middleware::from_fn_with_state(app.clone(), gatekeeper))
        .layer(DefaultBodyLimit::max(64 * 1024 * 1024))
        .with_state(app)
}

async fn unknown_route(State(s): State<App>, method: Method, uri: axum::http::Uri) -> Response {
    s.lock()
        .violation(format!("unknown route: {method} {}", uri.path()));
    let body = json!({"message": "404: Not Found", "code": 0});
    (StatusCode::NOT_FOUND, axum::Json(body)).into_response()
}

async fn method_not_allowed(
    State(s): State<App>,
    method: Method,
    uri: axum::http::Uri,
) -> Response {
    s.lock()
        .violation(format!("method not allowed: {method} {}", uri.path()));
    let body = json!({"message": "405: Method Not Allowed", "code": 0});
    (StatusCode::METHOD_NOT_ALLOWED, axum::Json(body)).into_response()
}

/// Routes that need no `Authorization` (Discord's webhook and interaction endpoints).
fn auth_optional(path: &str) -> bool {
    [
        "/api/v10/gateway",
        "/api/v10/webhooks/",
        "/api/v10/interactions/",
    ]
    .iter()
    .any(|p| path == *p || (p.ends_with('/') && path.starts_with(p)))
}

async fn gatekeeper(State(s): State<App>, mut req: Request, next: Next) -> Response {
    let at = Instant::now();
    let method = req.method().to_string();
    let path = req.uri().path().to_owned();
    let full = req
        .uri()
        .path_and_query()
        .map_or(path.clone(), ToString::to_string);
    let line = ReqLine(format!("{method} {path}"));
    let api = path.starts_with("/api/v10/");
    // Logged on arrival (status 0 while in flight): a handler's effects can wake a waiting
    // test before the answer is written.
    let index = {
        let mut g = s.lock();
        g.requests.push(RequestLog {
            method,
            path: full,
            at,
            status: 0,
            operation: None,
        });
        g.requests.len() - 1
    };
    let early = if api {
        screen(&s, req.headers(), req.method().as_str(), &path, &line, at)
    } else {
        None
    };
    let mut operation = None;
    let mut resp = match early {
        Some(r) => r,
        None if api => match against_spec(req).await {
            Ok((mut req, matched)) => {
                crate::openapi::record(&matched);
                operation = Some(matched.operation);
                req.extensions_mut().insert(line);
                next.run(req).await
            }
            Err(p) => {
                let mut g = s.lock();
                g.callback_refused(&path, &p.detail);
                refuse(&mut g, &line, p).into_response()
            }
        },
        None => {
            req.extensions_mut().insert(line);
            next.run(req).await
        }
    };
    if api && resp.status().is_success() {
        // A bucket that never runs dry.
        crate::rate_limits::bucket_headers(resp.headers_mut(), 4, Duration::from_secs(1));
    }
    if let Some(r) = s.lock().requests.get_mut(index) {
        r.status = resp.status().as_u16();
        r.operation = operation;
    }
    resp
}

/// Checks a request against Discord's API specification ([`crate::openapi`]); gives the
/// request back, its body intact, with the operation it is.
async fn against_spec(req: Request) -> Result<(Request, crate::openapi::Matched), Problem> {
    let (parts, body) = req.into_parts();
    let bytes = axum::body::to_bytes(body, usize::MAX).await.map_err(|e| {
        Problem::new(400, 50109, "The request body contains invalid JSON.")
            .detail(format!("unreadable body: {e}"))
    })?;
    let content_type = parts.headers.get(header::CONTENT_TYPE).cloned();
    let mut copy = Request::new(axum::body::Body::from(bytes.clone()));
    // The router's body limit travels as an extension.
    *copy.extensions_mut() = parts.extensions.clone();
    if let Some(ct) = &content_type {
        copy.headers_mut().insert(header::CONTENT_TYPE, ct.clone());
    }
    let read = Some(read_body(copy).await?);
    let multipart = content_type
        .as_ref()
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.to_ascii_lowercase().starts_with("multipart/form-data"));
    let checked = crate::openapi::spec().check(&crate::openapi::Request {
        method: parts.method.as_str(),
        path: parts.uri.path().trim_start_matches("/api/v10"),
        query: parts.uri.query(),
        json: read.as_ref().map(|b| &b.json),
        file_parts: multipart.then(|| {
            read.as_ref()
                .map(|b| b.files.iter().map(FilePart::part_name).collect())
                .unwrap_or_default()
        }),
    })?;
    Ok((
        Request::from_parts(parts, axum::body::Body::from(bytes)),
        checked,
    ))
}

/// Authorization and injected failures; `Some` answers the request without serving it.
fn screen(
    s: &Shared,
    headers: &HeaderMap,
    method: &str,
    path: &str,
    line: &ReqLine,
    at: Instant,
) -> Option<Response> {
    let mut g = s.lock();
    if g.shutdown {
        return Some(StatusCode::SERVICE_UNAVAILABLE.into_response());
    }
    let auth = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok());
    let expected = format!("Bot {}", s.token);
    let auth_ok = match auth {
        Some(a) => a == expected,
        None => auth_optional(path),
    };
    if !auth_ok {
        let what = if auth.is_some() {
            "a wrong Authorization header"
        } else {
            "no Authorization header"
        };
        g.violation(format!("{}: {what} (expected \"Bot <token>\")", line.0));
        let body = json!({"message": "401: Unauthorized", "code": 0});
        return Some((StatusCode::UNAUTHORIZED, axum::Json(body)).into_response());
    }
    if let Some(r) = g.rate_limits.screen(method, path, at) {
        if let Some(v) = r.violation {
            g.violation(v);
        }
        return Some(r.response);
    }
    let rule = g
        .fail_rules
        .iter_mut()
        .find(|r| r.remaining > 0 && path.contains(&r.path_contains))?;
    rule.remaining -= 1;
    let status = rule.status;
    g.fail_rules.retain(|r| r.remaining > 0);
    drop(g);
    Some(injected_failure(status))
}

/// The answer of an injected failure (a 429 is a rate limit's, [`crate::rate_limits`]).
fn injected_failure(status: u16) -> Response {
    let code = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let reason = code.canonical_reason().unwrap_or("Error");
    let body = json!({"message": format!("{status}: {reason}"), "code": 0});
    (code, axum::Json(body)).into_response()
}
