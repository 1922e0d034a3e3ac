//! Routes about the bot itself: gateway URL, current user, application, commands, and the
//! guilds it is in (each its own: channels, threads, members, commands).

use axum::Extension;
use axum::Json;
use axum::extract::{Path, Request, State};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use crate::http_io::{ApiError, App, ReqLine, read_body, refuse, snowflake};
use crate::payload;
use crate::state::{Inner, Shared};
use crate::types::ChannelKind;
use crate::validate::{self, Problem};

/// `GET /gateway`.
pub(crate) async fn gateway(State(s): State<App>) -> Json<Value> {
    Json(json!({"url": s.gateway_url()}))
}

/// `GET /gateway/bot`.
pub(crate) async fn gateway_bot(State(s): State<App>) -> Json<Value> {
    let shards = s.lock().gateway.required_shards.max(1);
    Json(json!({
        "url": s.gateway_url(),
        "shards": shards,
        "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 14_400_000, "max_concurrency": 1},
    }))
}

/// `GET /users/@me`.
pub(crate) async fn me(State(s): State<App>) -> Json<Value> {
    let g = s.lock();
    Json(payload::current_user(&s, &g))
}

/// `GET /users/{id}`.
pub(crate) async fn user(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path(user): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let mut g = s.lock();
    let id = snowflake(&mut g, &line, &user)?;
    match g.users.get(&id) {
        Some(u) => Ok(Json(payload::user(u))),
        None => Err(refuse(
            &mut g,
            &line,
            Problem::new(404, 10013, "Unknown User"),
        )),
    }
}

/// `GET /oauth2/applications/@me`.
pub(crate) async fn application(State(s): State<App>) -> Json<Value> {
    let g = s.lock();
    Json(payload::application(&s, &g))
}

fn check_app(s: &Shared, g: &mut Inner, line: &ReqLine, app: &str) -> Result<(), ApiError> {
    if snowflake(g, line, app)? == s.app_id {
        Ok(())
    } else {
        Err(refuse(
            g,
            line,
            Problem::new(403, 50001, "Missing Access").detail("another application's commands"),
        ))
    }
}

/// The id of a guild the bot is in, from a path segment.
fn check_guild(g: &mut Inner, line: &ReqLine, guild: &str) -> Result<u64, ApiError> {
    let id = snowflake(g, line, guild)?;
    if g.guilds.contains_key(&id) {
        Ok(id)
    } else {
        Err(refuse(g, line, Problem::new(404, 10004, "Unknown Guild")))
    }
}

/// The stored form of a registered command (of guild `guild`, or global), keeping the id
/// of a command of the same name.
fn command(s: &Shared, g: &mut Inner, c: &Value, guild: Option<u64>, old: &[Value]) -> Value {
    let name = c.get("name").cloned().unwrap_or(Value::Null);
    let kind = c.get("type").cloned().unwrap_or(json!(1));
    let same = old
        .iter()
        .find(|o| o.get("name") == Some(&name) && o.get("type") == Some(&kind));
    let id = match same.and_then(|o| o.get("id")) {
        Some(id) => id.clone(),
        None => json!(g.ids.next().to_string()),
    };
    let field = |key: &str, default: Value| {
        c.get(key)
            .filter(|v| !v.is_null())
            .cloned()
            .unwrap_or(default)
    };
    let mut v = json!({
        "id": id,
        "application_id": s.app_id.to_string(),
        "version": g.ids.next().to_string(),
        "default_member_permissions": field("default_member_permissions", Value::Null),
        "type": kind,
        "name": name,
        "name_localizations": field("name_localizations", Value::Null),
        "description": field("description", json!("")),
        "description_localizations": field("description_localizations", Value::Null),
        "options": field("options", json!([])),
        "dm_permission": field("dm_permission", json!(true)),
        "contexts": field("contexts", Value::Null),
        "integration_types": field("integration_types", json!([0])),
        "nsfw": field("nsfw", json!(false)),
    });
    if let Some(id) = guild {
        v["guild_id"] = json!(id.to_string());
    }
    v
}

impl Inner {
    /// The commands of guild `guild`, or the global ones.
    fn commands_of(&self, guild: Option<u64>) -> Vec<Value> {
        match guild {
            Some(id) => self.guild_commands.get(&id).cloned().unwrap_or_default(),
            None => self.global_commands.clone(),
        }
    }

    /// Replaces the commands of guild `guild`, or the global ones.
    fn set_commands(&mut self, guild: Option<u64>, list: Vec<Value>) {
        match guild {
            Some(id) => {
                self.guild_commands.insert(id, list);
            }
            None => self.global_commands = list,
        }
    }
}

async fn put_commands(
    s: App,
    line: ReqLine,
    req: Request,
    guild: Option<u64>,
) -> Result<Response, ApiError> {
    let body = read_body(req).await;
    let mut g = s.lock();
    let body = body.map_err(|p| refuse(&mut g, &line, p))?;
    let list = validate::commands(&body.json).map_err(|p| refuse(&mut g, &line, p))?;
    let old = g.commands_of(guild);
    let new: Vec<Value> = list
        .iter()
        .map(|c| command(&s, &mut g, c, guild, &old))
        .collect();
    g.set_commands(guild, new.clone());
    g.commands_registered = true;
    drop(g);
    s.bump();
    Ok(Json(Value::Array(new)).into_response())
}

async fn post_command(
    s: App,
    line: ReqLine,
    req: Request,
    guild: Option<u64>,
) -> Result<Response, ApiError> {
    let body = read_body(req).await;
    let mut g = s.lock();
    let body = body.map_err(|p| refuse(&mut g, &line, p))?;
    validate::commands(&Value::Array(vec![body.json.clone()]))
        .map_err(|p| refuse(&mut g, &line, p))?;
    let mut list = g.commands_of(guild);
    let c = command(&s, &mut g, &body.json, guild, &list);
    list.retain(|o| o.get("id") != c.get("id"));
    list.push(c.clone());
    g.set_commands(guild, list);
    g.commands_registered = true;
    drop(g);
    s.bump();
    Ok((axum::http::StatusCode::CREATED, Json(c)).into_response())
}

/// `GET /applications/{app}/commands`.
pub(crate) async fn list_global(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path(app): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let mut g = s.lock();
    check_app(&s, &mut g, &line, &app)?;
    Ok(Json(Value::Array(g.global_commands.clone())))
}

/// `PUT /applications/{app}/commands`: replaces the global commands.
pub(crate) async fn put_global(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path(app): Path<String>,
    req: Request,
) -> Result<Response, ApiError> {
    check_app(&s, &mut s.lock(), &line, &app)?;
    put_commands(s, line, req, None).await
}

/// `POST /applications/{app}/commands`: creates or replaces one global command.
pub(crate) async fn post_global(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path(app): Path<String>,
    req: Request,
) -> Result<Response, ApiError> {
    check_app(&s, &mut s.lock(), &line, &app)?;
    post_command(s, line, req, None).await
}

/// `GET /applications/{app}/guilds/{guild}/commands`.
pub(crate) async fn list_guild(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path((app, guild)): Path<(String, String)>,
) -> Result<Json<Value>, ApiError> {
    let mut g = s.lock();
    check_app(&s, &mut g, &line, &app)?;
    let id = check_guild(&mut g, &line, &guild)?;
    Ok(Json(Value::Array(g.commands_of(Some(id)))))
}

/// `PUT /applications/{app}/guilds/{guild}/commands`: replaces the guild's commands.
pub(crate) async fn put_guild(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path((app, guild)): Path<(String, String)>,
    req: Request,
) -> Result<Response, ApiError> {
    let id = {
        let mut g = s.lock();
        check_app(&s, &mut g, &line, &app)?;
        check_guild(&mut g, &line, &guild)?
    };
    put_commands(s, line, req, Some(id)).await
}

/// `POST /applications/{app}/guilds/{guild}/commands`: creates or replaces one command.
pub(crate) async fn post_guild(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path((app, guild)): Path<(String, String)>,
    req: Request,
) -> Result<Response, ApiError> {
    let id = {
        let mut g = s.lock();
        check_app(&s, &mut g, &line, &app)?;
        check_guild(&mut g, &line, &guild)?
    };
    post_command(s, line, req, Some(id)).await
}

/// `GET /guilds/{guild}`: the guild without channels and members.
pub(crate) async fn guild(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path(guild): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let mut g = s.lock();
    let id = check_guild(&mut g, &line, &guild)?;
    let mut v = payload::guild(&s, &g, &g.guilds[&id]);
    if let Some(o) = v.as_object_mut() {
        for key in [
            "channels",
            "threads",
            "members",
            "voice_states",
            "presences",
            "joined_at",
            "large",
            "member_count",
        ] {
            o.remove(key);
        }
    }
    Ok(Json(v))
}

/// `GET /guilds/{guild}/channels`.
pub(crate) async fn guild_channels(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path(guild): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let mut g = s.lock();
    let id = check_guild(&mut g, &line, &guild)?;
    let list = g
        .channels
        .values()
        .filter(|c| c.guild == Some(id) && c.kind == ChannelKind::Text)
        .map(|c| payload::guild_channel(&s, &g, c))
        .collect();
    Ok(Json(Value::Array(list)))
}

/// `GET /guilds/{guild}/threads/active`.
pub(crate) async fn active_threads(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path(guild): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let mut g = s.lock();
    let id = check_guild(&mut g, &line, &guild)?;
    let threads: Vec<Value> = g
        .channels
        .values()
        .filter(|c| c.guild == Some(id) && c.is_thread() && !c.archived)
        .map(|c| payload::guild_channel(&s, &g, c))
        .collect();
    Ok(Json(json!({"threads": threads, "members": []})))
}

/// `GET /guilds/{guild}/members/{user}`.
pub(crate) async fn member(
    State(s): State<App>,
    Extension(line): Extension<ReqLine>,
    Path((guild, user)): Path<(String, String)>,
) -> Result<Json<Value>, ApiError> {
    let mut g = s.lock();
    let guild = check_guild(&mut g, &line, &guild)?;
    let id = snowflake(&mut g, &line, &user)?;
    if !g.is_member(guild, id) {
        let p = Problem::new(404, 10007, "Unknown Member")
            .detail(format!("user {id} is not a member of guild {guild}"));
        return Err(refuse(&mut g, &line, p));
    }
    Ok(Json(payload::member(&s, &g, &g.guilds[&guild], id, None)))
}
