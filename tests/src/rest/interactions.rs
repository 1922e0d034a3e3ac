//! Interaction responses: the initial callback, follow-ups, and `@original`.

use std::time::Instant;

use axum::extract::{Path, Request, State};
use axum::http::StatusCode;
use axum::{Extension, Json};
use serde_json::Value;

use super::messages::{self, Origin};
use crate::INTERACTION_DEADLINE;
use crate::http_io::{ApiError, App, ReqLine, read_body, refuse, snowflake};
use crate::payload;
use crate::state::{Inner, InteractionRec, Shared};
use crate::types::InteractionKind;
use crate::validate::{self, Problem};

fn unknown_webhook(g: &mut Inner, line: &ReqLine, why: &str) -> ApiError {
    refuse(
        g,
        line,
        Problem::new(404, 10015, "Unknown Webhook").detail(why.to_owned()),
    )
}

/// How long an interaction's token may be used (responses, follow-ups, `@original`).
pub(crate) const TOKEN_LIFETIME: std::time::Duration = std::time::Duration::from_secs(15 * 60);

/// How many follow-ups an interaction may have where the application is installed only by
/// the user (a group DM): Discord's limit for user-installed apps.
pub(crate) const USER_INSTALL_FOLLOWUPS: usize = 5;

/// `POST /interactions/{id}/{token}/callback`: the initial response.
pub(crate) async fn callback(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path((id, token)): Path<(String, String)>,
    req: Request,
) -> Result<StatusCode, ApiError> {
    let body = read_body(req).await;
    let now = Instant::now();
    let mut g = s.lock();
    let body = body.map_err(|p| refuse(&mut g, &line, p))?;
    let iid = snowflake(&mut g, &line, &id)?;
    let Some(i) = g.interactions.get(&iid).cloned() else {
        return Err(refuse(
            &mut g,
            &line,
            Problem::new(404, 10062, "Unknown interaction"),
        ));
    };
    if i.token != token {
        return Err(refuse(
            &mut g,
            &line,
            Problem::new(401, 50027, "Invalid Webhook Token"),
        ));
    }
    if let Some((kind, _)) = i.callback {
        let p =
            Problem::new(400, 40060, "Interaction has already been acknowledged.").detail(format!(
                "a second initial response to interaction {iid} ({}); the first had type {kind}",
                i.name
            ));
        return Err(refuse(&mut g, &line, p));
    }
    if let Some(at) = i
        .delivered
        .filter(|at| now.duration_since(*at) > INTERACTION_DEADLINE)
    {
        let p = Problem::new(404, 10062, "Unknown interaction");
        if i.expired {
            return Err(ApiError(p));
        }
        if let Some(r) = g.interactions.get_mut(&iid) {
            r.expired = true;
        }
        let late = now.duration_since(at).as_millis();
        let p = p.detail(format!(
            "initial response to interaction {iid} ({}) after {late} ms (limit 3 s)",
            i.name
        ));
        return Err(refuse(&mut g, &line, p));
    }
    let kind = body.json.get("type").and_then(Value::as_u64).unwrap_or(0);
    let data = body.json.get("data").cloned().unwrap_or(Value::Null);
    if let Err(e) = respond(&s, &mut g, &line, &i, kind, &data, body.files) {
        if let Some(r) = g.interactions.get_mut(&iid) {
            r.refused = Some(e.0.detail.clone());
        }
        drop(g);
        s.bump();
        return Err(e);
    }
    if let Some(r) = g.interactions.get_mut(&iid) {
        #[allow(clippy::cast_possible_truncation)]
        let kind = kind as u8;
        r.callback = Some((kind, now));
    }
    let original = g.interactions.get(&iid).and_then(|r| r.original);
    if let (4 | 7, Some(mid)) = (kind, original) {
        g.log_post_via(&s, mid, kind == 7, Some(iid));
    }
    drop(g);
    s.bump();
    Ok(StatusCode::NO_CONTENT)
}

/// Does what callback `kind` asks; sets the interaction's original message.
fn respond(
    s: &Shared,
    g: &mut Inner,
    line: &ReqLine,
    i: &InteractionRec,
    kind: u64,
    data: &Value,
    files: Vec<validate::FilePart>,
) -> Result<(), ApiError> {
    let component = i.kind == InteractionKind::Component;
    let original = match (i.kind, kind) {
        (InteractionKind::Command | InteractionKind::Component, 4) => {
            let body = validate::message_body(data, files, true).map_err(|p| refuse(g, line, p))?;
            let origin = Origin {
                interaction: Some(i.id),
                initial: true,
                loading: false,
            };
            Some(messages::create(s, g, line, i.channel, &body, origin)?)
        }
        (InteractionKind::Command | InteractionKind::Component, 5) => {
            let flags = data.get("flags").and_then(Value::as_u64).unwrap_or(0) & 64;
            let body = validate::MessageBody {
                flags: Some(flags),
                ..Default::default()
            };
            let origin = Origin {
                interaction: Some(i.id),
                initial: true,
                loading: true,
            };
            Some(messages::create(s, g, line, i.channel, &body, origin)?)
        }
        (InteractionKind::Component, 6) => i.component_message,
        (InteractionKind::Component, 7) => {
            let body = validate::message_body(data, files, true).map_err(|p| refuse(g, line, p))?;
            let mid = i.component_message.unwrap_or_default();
            messages::edit(s, g, line, mid, &body)?;
            Some(mid)
        }
        (InteractionKind::Autocomplete, 8) => {
            let choices = validate::choices(data, i.focused_type.unwrap_or(3))
                .map_err(|p| refuse(g, line, p))?;
            if let Some(r) = g.interactions.get_mut(&i.id) {
                r.choices = Some(choices);
            }
            None
        }
        (InteractionKind::Command | InteractionKind::Component, 9) => {
            validate::modal(data).map_err(|p| refuse(g, line, p))?;
            None
        }
        (k, t) => {
            let what = if component {
                "a component"
            } else {
                "this interaction"
            };
            let p = Problem::form(
                "type",
                "INTERACTION_RESPONSE_TYPE_INVALID",
                "Interaction response type is invalid",
            )
            .detail(format!("callback type {t} for {what} ({k:?} {})", i.name));
            return Err(refuse(g, line, p));
        }
    };
    if let Some(r) = g.interactions.get_mut(&i.id) {
        r.original = original;
    }
    Ok(())
}

/// The interaction behind a webhook URL, once it has an initial response.
fn answered(
    s: &Shared,
    g: &mut Inner,
    line: &ReqLine,
    app: &str,
    token: &str,
) -> Result<InteractionRec, ApiError> {
    if app.parse::<u64>().ok() != Some(s.app_id) {
        return Err(unknown_webhook(g, line, "a webhook of another application"));
    }
    let Some(i) = g
        .interaction_by_token(token)
        .and_then(|id| g.interactions.get(&id))
        .cloned()
    else {
        return Err(unknown_webhook(g, line, "an unknown interaction token"));
    };
    if i.created.elapsed() > TOKEN_LIFETIME {
        let p = Problem::new(401, 50027, "Invalid Webhook Token").detail(format!(
            "interaction {} ({}) is older than the token's 15 minutes",
            i.id, i.name
        ));
        return Err(refuse(g, line, p));
    }
    match i.callback {
        None => Err(unknown_webhook(
            g,
            line,
            &format!(
                "a follow-up or @original request for interaction {} ({}) before its initial response",
                i.id, i.name
            ),
        )),
        Some((8, _)) => Err(unknown_webhook(
            g,
            line,
            "a follow-up to an autocomplete interaction",
        )),
        Some(_) => Ok(i),
    }
}

/// `POST /webhooks/{app}/{token}`: a follow-up message. The first follow-up to a deferred
/// response fills in the deferred message, as on Discord.
pub(crate) async fn followup(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path((app, token)): Path<(String, String)>,
    req: Request,
) -> Result<Json<Value>, ApiError> {
    let body = read_body(req).await;
    let mut g = s.lock();
    let body = body.map_err(|p| refuse(&mut g, &line, p))?;
    let i = answered(&s, &mut g, &line, &app, &token)?;
    let body = validate::message_body(&body.json, body.files, true)
        .map_err(|p| refuse(&mut g, &line, p))?;
    let loading = i
        .original
        .filter(|o| g.messages.get(o).is_some_and(|m| m.loading && !m.deleted));
    let mid = if let Some(o) = loading {
        let mut body = body;
        body.flags = None;
        messages::edit(&s, &mut g, &line, o, &body)?;
        g.log_post_via(&s, o, false, Some(i.id));
        o
    } else {
        if payload::context_of(&g, i.channel) == 2 && i.followups.len() >= USER_INSTALL_FOLLOWUPS {
            let p = Problem::new(
                400,
                40094,
                "This interaction has hit the maximum number of follow up messages",
            )
            .detail(format!(
                "a user-installed app's {}th follow-up to interaction {} ({})",
                i.followups.len() + 1,
                i.id,
                i.name
            ));
            return Err(refuse(&mut g, &line, p));
        }
        let origin = Origin {
            interaction: Some(i.id),
            initial: false,
            loading: false,
        };
        let mid = messages::create(&s, &mut g, &line, i.channel, &body, origin)?;
        if let Some(r) = g.interactions.get_mut(&i.id) {
            r.followups.push(mid);
        }
        g.log_post_via(&s, mid, false, Some(i.id));
        mid
    };
    let v = payload::message(&s, &g, &g.messages[&mid]);
    drop(g);
    s.bump();
    Ok(Json(v))
}

/// The message `@original` or a follow-up id names.
fn target(
    g: &mut Inner,
    line: &ReqLine,
    i: &InteractionRec,
    message: &str,
) -> Result<u64, ApiError> {
    let id = if message == "@original" {
        match i.original {
            Some(o) => o,
            None => {
                return Err(unknown_webhook(
                    g,
                    line,
                    &format!(
                        "@original of interaction {} ({}), which has no message",
                        i.id, i.name
                    ),
                ));
            }
        }
    } else {
        let id = snowflake(g, line, message)?;
        if !i.followups.contains(&id) && i.original != Some(id) {
            return Err(refuse(g, line, Problem::new(404, 10008, "Unknown Message")));
        }
        id
    };
    if g.messages.get(&id).is_none_or(|m| m.deleted) {
        return Err(refuse(g, line, Problem::new(404, 10008, "Unknown Message")));
    }
    Ok(id)
}

/// `GET /webhooks/{app}/{token}/messages/{id|@original}`.
pub(crate) async fn get_message(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path((app, token, message)): Path<(String, String, String)>,
) -> Result<Json<Value>, ApiError> {
    let mut g = s.lock();
    let i = answered(&s, &mut g, &line, &app, &token)?;
    let mid = target(&mut g, &line, &i, &message)?;
    Ok(Json(payload::message(&s, &g, &g.messages[&mid])))
}

/// `PATCH /webhooks/{app}/{token}/messages/{id|@original}`.
pub(crate) async fn edit_message(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path((app, token, message)): Path<(String, String, String)>,
    req: Request,
) -> Result<Json<Value>, ApiError> {
    let body = read_body(req).await;
    let mut g = s.lock();
    let body = body.map_err(|p| refuse(&mut g, &line, p))?;
    let i = answered(&s, &mut g, &line, &app, &token)?;
    let mid = target(&mut g, &line, &i, &message)?;
    let body = validate::message_body(&body.json, body.files, true)
        .map_err(|p| refuse(&mut g, &line, p))?;
    let filled = messages::edit(&s, &mut g, &line, mid, &body)?;
    g.log_post_via(&s, mid, !filled, Some(i.id));
    let v = payload::message(&s, &g, &g.messages[&mid]);
    drop(g);
    s.bump();
    Ok(Json(v))
}

/// `DELETE /webhooks/{app}/{token}/messages/{id|@original}`.
pub(crate) async fn delete_message(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path((app, token, message)): Path<(String, String, String)>,
) -> Result<StatusCode, ApiError> {
    let mut g = s.lock();
    let i = answered(&s, &mut g, &line, &app, &token)?;
    let mid = target(&mut g, &line, &i, &message)?;
    if let Some(m) = g.messages.get_mut(&mid) {
        m.deleted = true;
    }
    drop(g);
    s.bump();
    Ok(StatusCode::NO_CONTENT)
}
