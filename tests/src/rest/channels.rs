//! Routes about channels: DMs, messages, threads, reactions, and the attachment CDN.

use axum::extract::{Path, Query, Request, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use serde_json::{Value, json};

use super::messages::{self, Origin};
use crate::http_io::{ApiError, App, ReqLine, read_body, refuse, snowflake};
use crate::payload;
use crate::state::{ChannelRec, Inner, Shared};
use crate::types::ChannelKind;
use crate::validate::{self, Problem};

fn unknown_channel(g: &mut Inner, line: &ReqLine) -> ApiError {
    refuse(g, line, Problem::new(404, 10003, "Unknown Channel"))
}

fn wrong_type(g: &mut Inner, line: &ReqLine) -> ApiError {
    refuse(
        g,
        line,
        Problem::new(400, 50024, "Cannot execute action on this channel type"),
    )
}

/// `POST /users/@me/channels`: the DM channel with `recipient_id`.
pub(crate) async fn open_dm(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    req: Request,
) -> Result<Json<Value>, ApiError> {
    let body = read_body(req).await;
    let mut g = s.lock();
    let body = body.map_err(|p| refuse(&mut g, &line, p))?;
    let raw = body
        .json
        .get("recipient_id")
        .cloned()
        .unwrap_or(Value::Null);
    let user = match &raw {
        Value::String(t) => t.parse().ok(),
        Value::Number(n) => n.as_u64(),
        _ => None,
    };
    let Some(user) = user.filter(|u| g.users.get(u).is_some_and(|u| !u.bot)) else {
        let p = Problem::new(400, 50033, "Invalid Recipient(s)").detail(format!("a DM with {raw}"));
        return Err(refuse(&mut g, &line, p));
    };
    if g.closed_dms.get(&user) == Some(&true) {
        return Err(ApiError(Problem::new(
            403,
            50007,
            "Cannot send messages to this user",
        )));
    }
    let id = dm_channel(&mut g, user);
    let c = g.channels[&id].clone();
    Ok(Json(payload::private_channel(&g, &c)))
}

/// The DM channel with `user`, made on first use.
pub(crate) fn dm_channel(g: &mut Inner, user: u64) -> u64 {
    if let Some(&id) = g.dm_channels.get(&user) {
        return id;
    }
    let id = g.ids.next();
    let mut c = ChannelRec::new(id, "", ChannelKind::Dm);
    c.recipient = Some(user);
    g.channels.insert(id, c);
    g.dm_channels.insert(user, id);
    id
}

fn channel_id(g: &mut Inner, line: &ReqLine, raw: &str) -> Result<u64, ApiError> {
    let id = snowflake(g, line, raw)?;
    match g.channels.get(&id) {
        // The bot is never in a group DM: it can only answer interactions there.
        Some(c) if c.kind == ChannelKind::GroupDm => {
            let p = Problem::new(403, 50001, "Missing Access")
                .detail(format!("channel {id} is a group DM the bot is not in"));
            Err(refuse(g, line, p))
        }
        Some(_) => Ok(id),
        None => Err(unknown_channel(g, line)),
    }
}

/// `GET /channels/{id}`.
pub(crate) async fn get_channel(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path(channel): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let mut g = s.lock();
    let id = channel_id(&mut g, &line, &channel)?;
    Ok(Json(payload::channel(&s, &g, &g.channels[&id])))
}

fn name_ok(g: &mut Inner, line: &ReqLine, v: &Value) -> Result<String, ApiError> {
    let name = v.as_str().unwrap_or("");
    let n = name.chars().count();
    if n == 0 || n > 100 {
        let p = Problem::form(
            "name",
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 100 in length.",
        )
        .detail(format!("channel name of {n} characters (1 to 100)"));
        return Err(refuse(g, line, p));
    }
    Ok(name.to_owned())
}

fn archive_ok(g: &mut Inner, line: &ReqLine, v: &Value) -> Result<u64, ApiError> {
    match v.as_u64() {
        Some(d @ (60 | 1440 | 4320 | 10080)) => Ok(d),
        _ => Err(refuse(
            g,
            line,
            Problem::form(
                "auto_archive_duration",
                "BASE_TYPE_CHOICES",
                "Value must be one of {60, 1440, 4320, 10080}.",
            ),
        )),
    }
}

/// `PATCH /channels/{id}`: name and topic of a text channel; name, archived, locked and
/// auto-archive duration of a thread.
pub(crate) async fn edit_channel(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path(channel): Path<String>,
    req: Request,
) -> Result<Json<Value>, ApiError> {
    let body = read_body(req).await;
    let mut g = s.lock();
    let body = body.map_err(|p| refuse(&mut g, &line, p))?;
    let id = channel_id(&mut g, &line, &channel)?;
    let mut c = g.channels[&id].clone();
    if c.kind == ChannelKind::Dm {
        return Err(wrong_type(&mut g, &line));
    }
    let Some(obj) = body.json.as_object().cloned() else {
        return Err(refuse(
            &mut g,
            &line,
            Problem::form(
                "_root",
                "DICT_TYPE_CONVERT",
                "Only dictionaries may be used in a DictType",
            ),
        ));
    };
    if let Some(v) = obj.get("name") {
        c.name = name_ok(&mut g, &line, v)?;
    }
    if c.is_thread() {
        if let Some(v) = obj.get("auto_archive_duration") {
            c.auto_archive = archive_ok(&mut g, &line, v)?;
        }
        if let Some(v) = obj.get("locked").and_then(Value::as_bool) {
            c.locked = v;
        }
        if let Some(v) = obj.get("archived").and_then(Value::as_bool) {
            if v != c.archived {
                c.archive_timestamp = crate::ids::timestamp();
            }
            c.archived = v;
        }
    }
    g.channels.insert(id, c.clone());
    let v = payload::guild_channel(&s, &g, &c);
    let event = if c.is_thread() {
        "THREAD_UPDATE"
    } else {
        "CHANNEL_UPDATE"
    };
    g.dispatch(event, v.clone());
    drop(g);
    s.bump();
    Ok(Json(v))
}

/// Checks that the bot may post in `id` now; unarchives an archived thread, as Discord does.
/// A DM reaches only a user who shares a guild with the bot and has not closed their DMs.
fn postable(s: &Shared, g: &mut Inner, line: &ReqLine, id: u64) -> Result<(), ApiError> {
    let Some(c) = g.channels.get(&id).cloned() else {
        return Err(unknown_channel(g, line));
    };
    let recipient = c.recipient.unwrap_or_default();
    if c.kind == ChannelKind::Dm
        && (g.closed_dms.contains_key(&recipient) || !g.may_dm(s, recipient))
    {
        return Err(ApiError(Problem::new(
            403,
            50007,
            "Cannot send messages to this user",
        )));
    }
    if c.is_thread() && c.archived {
        if c.locked {
            let p = Problem::new(400, 50083, "Thread is archived").detail(format!(
                "a message in the archived, locked thread {}",
                c.name
            ));
            return Err(refuse(g, line, p));
        }
        let mut open = c;
        open.archived = false;
        open.archive_timestamp = crate::ids::timestamp();
        g.channels.insert(id, open.clone());
        let v = payload::guild_channel(s, g, &open);
        g.dispatch("THREAD_UPDATE", v);
    }
    Ok(())
}

/// `POST /channels/{id}/messages`.
pub(crate) async fn create_message(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path(channel): Path<String>,
    req: Request,
) -> Result<Json<Value>, ApiError> {
    let body = read_body(req).await;
    let mut g = s.lock();
    let body = body.map_err(|p| refuse(&mut g, &line, p))?;
    let id = channel_id(&mut g, &line, &channel)?;
    let body = validate::message_body(&body.json, body.files, false)
        .map_err(|p| refuse(&mut g, &line, p))?;
    if let Some(r) = &body.reference {
        let target = r
            .get("message_id")
            .and_then(Value::as_str)
            .and_then(|m| m.parse::<u64>().ok());
        let fail = r
            .get("fail_if_not_exists")
            .and_then(Value::as_bool)
            .unwrap_or(true);
        if fail && !target.is_some_and(|m| g.messages.contains_key(&m)) {
            let p = Problem::form(
                "message_reference",
                "MESSAGE_REFERENCE_UNKNOWN_MESSAGE",
                "Unknown message",
            );
            return Err(refuse(&mut g, &line, p));
        }
    }
    postable(&s, &mut g, &line, id)?;
    let mid = messages::create(&s, &mut g, &line, id, &body, Origin::default())?;
    g.log_post(&s, mid, false);
    let v = payload::message(&s, &g, &g.messages[&mid]);
    drop(g);
    s.bump();
    Ok(Json(v))
}

fn message_in(
    g: &mut Inner,
    line: &ReqLine,
    channel: &str,
    message: &str,
) -> Result<(u64, u64), ApiError> {
    let cid = channel_id(g, line, channel)?;
    let mid = snowflake(g, line, message)?;
    let visible = g
        .messages
        .get(&mid)
        .is_some_and(|m| m.channel_id == cid && !m.deleted && m.flags & 64 == 0);
    if visible {
        Ok((cid, mid))
    } else {
        Err(refuse(g, line, Problem::new(404, 10008, "Unknown Message")))
    }
}

/// `GET /channels/{id}/messages`: the latest messages, newest first (`limit`, default 50).
pub(crate) async fn list_messages(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path(channel): Path<String>,
    Query(q): Query<std::collections::HashMap<String, String>>,
) -> Result<Json<Value>, ApiError> {
    let mut g = s.lock();
    let cid = channel_id(&mut g, &line, &channel)?;
    let limit = q
        .get("limit")
        .and_then(|l| l.parse().ok())
        .unwrap_or(50usize)
        .clamp(1, 100);
    let list: Vec<Value> = g
        .messages
        .values()
        .rev()
        .filter(|m| m.channel_id == cid && !m.deleted && m.flags & 64 == 0 && !m.loading)
        .take(limit)
        .map(|m| payload::message(&s, &g, m))
        .collect();
    Ok(Json(Value::Array(list)))
}

/// `GET /channels/{id}/messages/{id}`.
pub(crate) async fn get_message(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path((channel, message)): Path<(String, String)>,
) -> Result<Json<Value>, ApiError> {
    let mut g = s.lock();
    let (_, mid) = message_in(&mut g, &line, &channel, &message)?;
    Ok(Json(payload::message(&s, &g, &g.messages[&mid])))
}

/// `PATCH /channels/{id}/messages/{id}`.
pub(crate) async fn edit_message(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path((channel, message)): Path<(String, String)>,
    req: Request,
) -> Result<Json<Value>, ApiError> {
    let body = read_body(req).await;
    let mut g = s.lock();
    let body = body.map_err(|p| refuse(&mut g, &line, p))?;
    let (_, mid) = message_in(&mut g, &line, &channel, &message)?;
    let body = validate::message_body(&body.json, body.files, false)
        .map_err(|p| refuse(&mut g, &line, p))?;
    let filled = messages::edit(&s, &mut g, &line, mid, &body)?;
    g.log_post(&s, mid, !filled);
    let v = payload::message(&s, &g, &g.messages[&mid]);
    drop(g);
    s.bump();
    Ok(Json(v))
}

/// `DELETE /channels/{id}/messages/{id}`.
pub(crate) async fn delete_message(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path((channel, message)): Path<(String, String)>,
) -> Result<StatusCode, ApiError> {
    let mut g = s.lock();
    let (_, mid) = message_in(&mut g, &line, &channel, &message)?;
    if let Some(m) = g.messages.get_mut(&mid) {
        m.deleted = true;
    }
    drop(g);
    s.bump();
    Ok(StatusCode::NO_CONTENT)
}

fn new_thread(
    s: &Shared,
    g: &mut Inner,
    line: &ReqLine,
    parent: u64,
    json: &Value,
    id: u64,
    kind: ChannelKind,
) -> Result<Value, ApiError> {
    let name = name_ok(g, line, json.get("name").unwrap_or(&Value::Null))?;
    let archive = match json.get("auto_archive_duration").filter(|v| !v.is_null()) {
        Some(v) => archive_ok(g, line, v)?,
        None => 1440,
    };
    let mut t = ChannelRec::new(id, &name, kind);
    // A thread is in its parent's guild.
    t.guild = g.guild_of(parent);
    t.parent = Some(parent);
    t.owner = Some(s.bot_id);
    t.auto_archive = archive;
    g.channels.insert(id, t.clone());
    let v = payload::guild_channel(s, g, &t);
    let mut event = v.clone();
    event["newly_created"] = json!(true);
    g.dispatch("THREAD_CREATE", event);
    Ok(v)
}

fn thread_parent(g: &mut Inner, line: &ReqLine, channel: &str) -> Result<u64, ApiError> {
    let cid = channel_id(g, line, channel)?;
    let c = g.channels[&cid].clone();
    if c.kind != ChannelKind::Text {
        return Err(wrong_type(g, line));
    }
    if !c.threads_allowed {
        return Err(ApiError(Problem::new(403, 50013, "Missing Permissions")));
    }
    Ok(cid)
}

/// `POST /channels/{id}/messages/{id}/threads`: a public thread from a message; the thread
/// gets the message's id.
pub(crate) async fn thread_from_message(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path((channel, message)): Path<(String, String)>,
    req: Request,
) -> Result<Response, ApiError> {
    let body = read_body(req).await;
    let mut g = s.lock();
    let body = body.map_err(|p| refuse(&mut g, &line, p))?;
    let cid = channel_id(&mut g, &line, &channel)?;
    if g.channels[&cid].kind != ChannelKind::Text {
        return Err(wrong_type(&mut g, &line));
    }
    let (_, mid) = message_in(&mut g, &line, &channel, &message)?;
    if g.messages[&mid].thread.is_some() {
        let p = Problem::new(
            400,
            160_004,
            "A thread has already been created for this message",
        );
        return Err(refuse(&mut g, &line, p));
    }
    thread_parent(&mut g, &line, &channel)?;
    let v = new_thread(
        &s,
        &mut g,
        &line,
        cid,
        &body.json,
        mid,
        ChannelKind::PublicThread,
    )?;
    if let Some(m) = g.messages.get_mut(&mid) {
        m.thread = Some(mid);
    }
    if let Some(t) = g.channels.get_mut(&mid) {
        t.starter_message = Some(mid);
    }
    drop(g);
    s.bump();
    Ok((StatusCode::CREATED, Json(v)).into_response())
}

/// `POST /channels/{id}/threads`: a thread without a starter message (private unless `type`
/// says 11).
pub(crate) async fn thread_without_message(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path(channel): Path<String>,
    req: Request,
) -> Result<Response, ApiError> {
    let body = read_body(req).await;
    let mut g = s.lock();
    let body = body.map_err(|p| refuse(&mut g, &line, p))?;
    let cid = thread_parent(&mut g, &line, &channel)?;
    let kind = match body.json.get("type").and_then(Value::as_u64) {
        Some(11) => ChannelKind::PublicThread,
        None | Some(12) => ChannelKind::PrivateThread,
        Some(_) => {
            return Err(refuse(
                &mut g,
                &line,
                Problem::form(
                    "type",
                    "BASE_TYPE_CHOICES",
                    "Value must be one of {11, 12}.",
                ),
            ));
        }
    };
    let id = g.ids.next();
    let v = new_thread(&s, &mut g, &line, cid, &body.json, id, kind)?;
    drop(g);
    s.bump();
    Ok((StatusCode::CREATED, Json(v)).into_response())
}

/// `POST /channels/{id}/typing`.
pub(crate) async fn typing(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path(channel): Path<String>,
) -> Result<StatusCode, ApiError> {
    channel_id(&mut s.lock(), &line, &channel)?;
    Ok(StatusCode::NO_CONTENT)
}

/// `PUT /channels/{id}/thread-members/@me`.
pub(crate) async fn join_thread(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path(channel): Path<String>,
) -> Result<StatusCode, ApiError> {
    let mut g = s.lock();
    let id = channel_id(&mut g, &line, &channel)?;
    if !g.channels[&id].is_thread() {
        return Err(wrong_type(&mut g, &line));
    }
    Ok(StatusCode::NO_CONTENT)
}

/// `PUT /channels/{id}/messages/{id}/reactions/{emoji}/@me`.
pub(crate) async fn react(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path((channel, message, emoji)): Path<(String, String, String)>,
) -> Result<StatusCode, ApiError> {
    let mut g = s.lock();
    let (_, mid) = message_in(&mut g, &line, &channel, &message)?;
    g.reactions.push((mid, emoji));
    Ok(StatusCode::NO_CONTENT)
}

/// `DELETE /channels/{id}/messages/{id}/reactions/{emoji}/@me`.
pub(crate) async fn unreact(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path((channel, message, emoji)): Path<(String, String, String)>,
) -> Result<StatusCode, ApiError> {
    let mut g = s.lock();
    let (_, mid) = message_in(&mut g, &line, &channel, &message)?;
    g.reactions.retain(|r| *r != (mid, emoji.clone()));
    Ok(StatusCode::NO_CONTENT)
}

/// `GET /attachments/{channel}/{file}/{name}`: the bytes of an attached file.
pub(crate) async fn cdn(
    State(s): State<App>,
    Path((_channel, file, _name)): Path<(String, String, String)>,
) -> Response {
    let g = s.lock();
    let id: u64 = file.parse().unwrap_or_default();
    let found = g
        .messages
        .values()
        .flat_map(|m| &m.files)
        .find(|f| f.id == id);
    match found {
        Some(f) => {
            let ct = f
                .content_type
                .clone()
                .unwrap_or_else(|| "application/octet-stream".to_owned());
            ([(header::CONTENT_TYPE, ct)], f.data.clone()).into_response()
        }
        None => StatusCode::NOT_FOUND.into_response(),
    }
}
