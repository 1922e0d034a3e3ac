//! Discord's 429s, as a test asks for them ([`crate::FakeDiscord::rate_limit_next`]): per
//! route (the bucket of one method and path) or global (every route but the interactions'
//! and webhooks', which Discord's global limit does not bind). Until a limit ends, each
//! request it covers is refused again with the time left, and one that arrives more than
//! [`IN_FLIGHT`] after the 429 was answered is a violation: the bot did not wait as told.
//!
//! The answer is Discord's: body `{"message", "retry_after" (seconds, fractional),
//! "global"}`, header `Retry-After` in whole seconds rounded up, `X-RateLimit-Scope`, and
//! `X-RateLimit-Global: true` for a global limit; a route's also has its bucket's
//! `X-RateLimit-Limit`, `-Remaining: 0`, `-Reset` and `-Reset-After` (the time left).

use std::time::{Duration, Instant};

use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;

/// How long after a 429 a request of the same limit may still arrive without being a
/// violation: it was sent before the bot read the 429.
pub(crate) const IN_FLIGHT: Duration = Duration::from_millis(250);

/// A 429 to answer to the next request whose path contains `path_contains`.
#[derive(Clone, Debug)]
struct Next {
    path_contains: String,
    retry_after: Duration,
    global: bool,
}

/// A limit in force: its bucket (`None`: global), from when, until when.
#[derive(Clone, Debug)]
struct InForce {
    bucket: Option<String>,
    from: Instant,
    until: Instant,
}

/// The 429s to come and the limits in force.
#[derive(Default)]
pub(crate) struct RateLimits {
    next: Vec<Next>,
    in_force: Vec<InForce>,
}

/// A 429 given: the answer, and the violation it stands for, if any.
pub(crate) struct Refusal {
    pub(crate) response: Response,
    pub(crate) violation: Option<String>,
}

/// Whether Discord's global limit binds `path` (interactions and webhooks are not bound).
fn global_binds(path: &str) -> bool {
    !(path.starts_with("/api/v10/interactions/") || path.starts_with("/api/v10/webhooks/"))
}

impl RateLimits {
    /// The next request whose path contains `path_contains` is refused for `retry_after`,
    /// on its route or (with `global`) everywhere the global limit binds.
    pub(crate) fn add(&mut self, path_contains: &str, retry_after: Duration, global: bool) {
        self.next.push(Next {
            path_contains: path_contains.to_owned(),
            retry_after,
            global,
        });
    }

    /// The 429 for `method path` arriving `now`, if a limit covers it or one was asked for.
    pub(crate) fn screen(&mut self, method: &str, path: &str, now: Instant) -> Option<Refusal> {
        self.in_force.retain(|l| l.until > now);
        let bucket = format!("{method} {path}");
        let covering = self.in_force.iter().find(|l| match &l.bucket {
            None => global_binds(path),
            Some(b) => *b == bucket,
        });
        if let Some(l) = covering {
            let violation = (now >= l.from + IN_FLIGHT).then(|| {
                let waited = now - l.from;
                let told = l.until - l.from;
                match l.bucket {
                    None => format!(
                        "{bucket}: sent {waited:?} into a global rate limit of {told:?} (wait out a 429 with X-RateLimit-Global before any other request)"
                    ),
                    Some(_) => format!(
                        "{bucket}: sent again {waited:?} after a 429 that said to wait {told:?}"
                    ),
                }
            });
            let response = answer(l.until - now, l.bucket.is_none());
            return Some(Refusal {
                response,
                violation,
            });
        }
        let i = self
            .next
            .iter()
            .position(|n| path.contains(&n.path_contains))?;
        let n = self.next.remove(i);
        self.in_force.push(InForce {
            bucket: (!n.global).then_some(bucket),
            from: now,
            until: now + n.retry_after,
        });
        Some(Refusal {
            response: answer(n.retry_after, n.global),
            violation: None,
        })
    }
}

/// Discord's 429 for a wait of `left`.
fn answer(left: Duration, global: bool) -> Response {
    let seconds = (left.as_secs_f64() * 1000.0).ceil() / 1000.0;
    let body = json!({
        "message": "You are being rate limited.",
        "retry_after": seconds,
        "global": global,
    });
    let mut resp = (StatusCode::TOO_MANY_REQUESTS, axum::Json(body)).into_response();
    let h = resp.headers_mut();
    h.insert(
        header::RETRY_AFTER,
        HeaderValue::from(left.as_secs_f64().ceil() as u64),
    );
    if global {
        h.insert("x-ratelimit-global", HeaderValue::from_static("true"));
        h.insert("x-ratelimit-scope", HeaderValue::from_static("global"));
    } else {
        bucket_headers(h, 0, left);
        h.insert("x-ratelimit-scope", HeaderValue::from_static("user"));
    }
    resp
}

/// A bucket's headers: 5 requests, `remaining` of them left, the bucket refilled after
/// `reset_after`.
pub(crate) fn bucket_headers(h: &mut HeaderMap, remaining: u32, reset_after: Duration) {
    let reset = crate::ids::unix_secs_f64() + reset_after.as_secs_f64();
    h.insert("x-ratelimit-limit", HeaderValue::from_static("5"));
    h.insert("x-ratelimit-remaining", HeaderValue::from(remaining));
    if let Ok(v) = HeaderValue::from_str(&format!("{reset:.3}")) {
        h.insert("x-ratelimit-reset", v);
    }
    if let Ok(v) = HeaderValue::from_str(&format!("{:.3}", reset_after.as_secs_f64())) {
        h.insert("x-ratelimit-reset-after", v);
    }
    h.insert("x-ratelimit-bucket", HeaderValue::from_static("f4k3b0c4e7"));
}

#[cfg(test)]
mod tests {
    use super::*;

    const MSG: &str = "/api/v10/channels/1/messages";

    #[test]
    fn a_route_limit_refuses_its_route_until_it_ends_and_names_who_did_not_wait() {
        let mut l = RateLimits::default();
        let t = Instant::now();
        l.add("/messages", Duration::from_millis(1500), false);
        let r = l.screen("POST", MSG, t).unwrap();
        assert_eq!(r.response.status(), 429);
        let h = r.response.headers();
        assert_eq!(h[header::RETRY_AFTER], "2", "whole seconds, rounded up");
        assert_eq!(h["x-ratelimit-reset-after"], "1.500");
        assert_eq!(h["x-ratelimit-remaining"], "0");
        assert!(h.get("x-ratelimit-global").is_none());
        assert!(r.violation.is_none());
        // In flight when the 429 was read: refused, not a violation.
        let r = l
            .screen("POST", MSG, t + Duration::from_millis(100))
            .unwrap();
        assert!(r.violation.is_none());
        // Another route, or another method, goes on.
        assert!(
            l.screen("POST", "/api/v10/channels/2/messages", t)
                .is_none()
        );
        assert!(
            l.screen("PATCH", MSG, t + Duration::from_millis(500))
                .is_none()
        );
        let r = l
            .screen("POST", MSG, t + Duration::from_millis(1000))
            .unwrap();
        assert_eq!(r.response.headers()[header::RETRY_AFTER], "1");
        assert!(
            r.violation
                .unwrap()
                .contains("after a 429 that said to wait 1.5s")
        );
        assert!(
            l.screen("POST", MSG, t + Duration::from_millis(1500))
                .is_none()
        );
    }

    #[test]
    fn a_global_limit_binds_every_route_but_the_interactions() {
        let mut l = RateLimits::default();
        let t = Instant::now();
        l.add("/messages", Duration::from_secs(1), true);
        let r = l.screen("POST", MSG, t).unwrap();
        let h = r.response.headers();
        assert_eq!(h["x-ratelimit-global"], "true");
        assert_eq!(h["x-ratelimit-scope"], "global");
        let later = t + Duration::from_millis(400);
        assert!(l.screen("POST", "/api/v10/webhooks/1/tok", later).is_none());
        assert!(
            l.screen("POST", "/api/v10/interactions/1/tok/callback", later)
                .is_none()
        );
        let r = l.screen("PATCH", "/api/v10/channels/9", later).unwrap();
        assert!(r.violation.unwrap().contains("into a global rate limit"));
        assert!(
            l.screen("PATCH", "/api/v10/channels/9", t + Duration::from_secs(1))
                .is_none()
        );
    }
}
