//! Acting as users: slash commands, autocomplete, clicks. Each makes an interaction the way
//! the Discord client would, from what the bot registered and posted; asking for something
//! the client could not do (an unknown command or option, a value of the wrong type, a
//! missing required option, a button that is not there, a channel of a guild the user is
//! not a member of, another user's DM channel) is a test bug: it is recorded as a violation
//! and nothing is sent.

use std::time::{Duration, Instant};

use serde_json::{Map, Value, json};

use super::FakeDiscord;
use crate::payload;
use crate::state::{Inner, InteractionRec, Shared};
use crate::types::{ChannelKind, FakeUser, InteractionId, InteractionKind, Posted};

/// A command found from a path like `"draw offer"`.
struct Found {
    command: Value,
    /// Subcommand (group) names and types, outermost first.
    chain: Vec<(String, u64)>,
    /// The option definitions at the leaf.
    leaf: Vec<Value>,
    /// The guild it is registered in (`None`: a global command).
    guild: Option<u64>,
}

impl Found {
    /// The registered command's id (0 if it has none).
    fn id(&self) -> u64 {
        self.command
            .get("id")
            .and_then(Value::as_str)
            .and_then(|i| i.parse().ok())
            .unwrap_or(0)
    }
}

fn options_of(v: &Value) -> Vec<Value> {
    v.get("options")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default()
}

fn find_command(g: &Inner, channel: u64, path: &str) -> Result<Found, String> {
    find_command_of_type(g, channel, path, 1)
}

/// A registered command of `kind` (1 slash, 2 user) usable in `channel`: in a group DM only
/// a user-installable one (`integration_types` with 1, and `contexts` with 2 if given).
fn find_command_of_type(g: &Inner, channel: u64, path: &str, kind: u64) -> Result<Found, String> {
    let mut words = path.split_whitespace();
    let root = words.next().ok_or("an empty command name")?;
    let context = u64::from(crate::payload::context_of(g, channel));
    let (in_dm, in_group) = (context == 1, context == 2);
    let usable = |c: &&Value| {
        let installs = c.get("integration_types").and_then(Value::as_array);
        let user_installable = installs.is_some_and(|l| l.iter().any(|x| x.as_u64() == Some(1)));
        (kind != 1 || c.get("name").and_then(Value::as_str) == Some(root))
            && (kind == 1 || c.get("name").and_then(Value::as_str) == Some(path))
            && c.get("type").and_then(Value::as_u64).unwrap_or(1) == kind
            && (!in_group || user_installable)
            && match c.get("contexts").and_then(Value::as_array) {
                Some(list) => list.iter().any(|x| x.as_u64() == Some(context)),
                None => {
                    !in_group
                        && (!in_dm
                            || c.get("dm_permission").and_then(Value::as_bool) != Some(false))
                }
            }
    };
    let guild = g.guild_of(channel).filter(|_| !in_dm);
    let guild_cmd = guild.and_then(|id| {
        let c = g.guild_commands.get(&id)?.iter().find(usable)?;
        Some((c.clone(), Some(id)))
    });
    let global_cmd = || {
        let c = g.global_commands.iter().find(usable)?;
        Some((c.clone(), None))
    };
    let Some((command, guild)) = guild_cmd.or_else(global_cmd) else {
        let place = match guild {
            Some(id) => format!("in guild {id}"),
            None if in_group => "in a group DM (user-installable)".to_owned(),
            None => "in a DM".to_owned(),
        };
        return Err(format!("no command /{root} is registered for use {place}"));
    };
    let mut chain = Vec::new();
    let mut leaf = options_of(&command);
    // A user command's name may have spaces: it has no subcommands.
    for word in words.filter(|_| kind == 1) {
        let sub = leaf
            .iter()
            .find(|o| {
                o.get("name").and_then(Value::as_str) == Some(word)
                    && matches!(o.get("type").and_then(Value::as_u64), Some(1 | 2))
            })
            .cloned()
            .ok_or_else(|| format!("/{path}: no subcommand {word}"))?;
        chain.push((
            word.to_owned(),
            sub.get("type").and_then(Value::as_u64).unwrap_or(1),
        ));
        leaf = options_of(&sub);
    }
    if leaf
        .iter()
        .any(|o| matches!(o.get("type").and_then(Value::as_u64), Some(1 | 2)))
    {
        return Err(format!("/{path} needs a subcommand"));
    }
    Ok(Found {
        command,
        chain,
        leaf,
        guild,
    })
}

fn snowflake_of(v: &Value) -> Option<u64> {
    match v {
        Value::String(s) => s.parse().ok(),
        Value::Number(n) => n.as_u64(),
        _ => None,
    }
}

fn in_choices(def: &Value, value: &Value) -> bool {
    let choices = def
        .get("choices")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    choices.is_empty() || choices.iter().any(|c| c.get("value") == Some(value))
}

/// Adds user `id` to an interaction's `resolved` data as the client does: the user, and a
/// member of the channel's guild if they are one (with their permissions there).
fn resolve_user(s: &Shared, g: &Inner, channel: u64, id: u64, resolved: &mut Map<String, Value>) {
    let mut add = |section: &str, v: Value| {
        let map = resolved.entry(section).or_insert_with(|| json!({}));
        map[id.to_string()] = v;
    };
    add("users", payload::user_by_id(g, id));
    let guild = g.guild_of(channel).and_then(|gid| g.guilds.get(&gid));
    if let Some(guild) = guild.filter(|x| x.members.contains(&id)) {
        let perms = payload::channel_permissions(s, g, channel, id);
        add(
            "members",
            payload::partial_member(s, guild, id, Some(perms)),
        );
    }
}

/// Role `id` of `guild` as `resolved.roles` carries it, if the guild has it.
fn role_of(s: &Shared, guild: &crate::guilds::GuildRec, id: u64) -> Option<Value> {
    crate::payload::guild_roles(s, guild)
        .into_iter()
        .find(|r| r["id"] == json!(id.to_string()))
}

/// Converts one given option value as the client would for the registered type.
fn option_value(
    s: &Shared,
    g: &Inner,
    channel: u64,
    def: &Value,
    value: &Value,
    resolved: &mut Map<String, Value>,
) -> Result<Value, String> {
    let name = def.get("name").and_then(Value::as_str).unwrap_or("?");
    let kind = def.get("type").and_then(Value::as_u64).unwrap_or(0);
    let bad = || format!("option {name} (type {kind}) cannot take {value}");
    let num = |key: &str| def.get(key).and_then(Value::as_f64);
    // The guild of the channel; a user option resolves a member only among its members.
    let guild = g.guild_of(channel).and_then(|id| g.guilds.get(&id));
    let mut add = |section: &str, id: u64, v: Value| {
        let map = resolved.entry(section).or_insert_with(|| json!({}));
        map[id.to_string()] = v;
    };
    let out = match kind {
        3 => {
            let text = value.as_str().ok_or_else(bad)?;
            let n = text.chars().count() as f64;
            if num("min_length").is_some_and(|m| n < m)
                || num("max_length").is_some_and(|m| n > m)
                || n > 6000.0
            {
                return Err(format!(
                    "option {name}: {text:?} has a length the client refuses"
                ));
            }
            Value::from(text)
        }
        4 => Value::from(value.as_i64().ok_or_else(bad)?),
        10 => Value::from(value.as_f64().ok_or_else(bad)?),
        5 => Value::from(value.as_bool().ok_or_else(bad)?),
        6 | 9 => {
            let id = snowflake_of(value).ok_or_else(bad)?;
            if g.users.contains_key(&id) {
                resolve_user(s, g, channel, id, resolved);
            } else if kind == 9 && guild.is_some_and(|x| id == x.id || id == x.bot_role_id) {
                add("roles", id, json!({"id": id.to_string()}));
            } else if kind == 9
                && let Some(r) = guild.and_then(|x| role_of(s, x, id))
            {
                add("roles", id, r);
            } else {
                return Err(format!("option {name}: no user {id}"));
            }
            Value::from(id.to_string())
        }
        8 => {
            let id = snowflake_of(value).ok_or_else(bad)?;
            let r = guild
                .and_then(|x| role_of(s, x, id))
                .ok_or_else(|| format!("option {name}: no role {id} in the guild"))?;
            add("roles", id, r);
            Value::from(id.to_string())
        }
        7 => {
            let id = snowflake_of(value).ok_or_else(bad)?;
            let c = g
                .channels
                .get(&id)
                .ok_or_else(|| format!("option {name}: no channel {id}"))?;
            let mut v = json!({"id": id.to_string(), "name": c.name, "type": payload::channel_type(c.kind),
                "permissions": payload::channel_permissions(s, g, id, s.bot_id).to_string()});
            if c.is_thread() {
                v["parent_id"] = json!(c.parent.map(|p| p.to_string()));
                v["thread_metadata"] = payload::guild_channel(s, g, c)["thread_metadata"].clone();
            }
            add("channels", id, v);
            Value::from(id.to_string())
        }
        _ => {
            return Err(format!(
                "option {name} has type {kind}, which the fake cannot send"
            ));
        }
    };
    if matches!(kind, 3 | 4 | 10) {
        if !in_choices(def, &out) {
            return Err(format!("option {name}: {out} is not one of its choices"));
        }
        let x = out.as_f64().unwrap_or(0.0);
        if kind != 3
            && (num("min_value").is_some_and(|m| x < m) || num("max_value").is_some_and(|m| x > m))
        {
            return Err(format!("option {name}: {out} is out of its range"));
        }
    }
    Ok(out)
}

/// Builds `data` of a command or autocomplete interaction; also returns the command's id and
/// the focused option's type.
fn command_data(
    s: &Shared,
    g: &Inner,
    channel: u64,
    path: &str,
    given: &[(&str, Value)],
    focused: Option<&str>,
) -> Result<(Value, u64, Option<u64>), String> {
    let found = find_command(g, channel, path)?;
    let def_of = |name: &str| {
        found
            .leaf
            .iter()
            .find(|o| o.get("name").and_then(Value::as_str) == Some(name))
            .cloned()
    };
    let mut resolved = Map::new();
    let mut opts = Vec::new();
    let mut focused_type = None;
    let mut seen = Vec::new();
    for (name, value) in given {
        let def = def_of(name).ok_or_else(|| format!("/{path} has no option {name}"))?;
        let kind = def.get("type").and_then(Value::as_u64).unwrap_or(0);
        seen.push((*name).to_owned());
        if focused == Some(*name) {
            let text = match value {
                Value::String(t) => t.clone(),
                other => other.to_string(),
            };
            opts.push(json!({"name": name, "type": kind, "value": text, "focused": true}));
            focused_type = Some(kind);
            continue;
        }
        let v = option_value(s, g, channel, &def, value, &mut resolved)?;
        opts.push(json!({"name": name, "type": kind, "value": v}));
    }
    if let Some(f) = focused {
        let def = def_of(f).ok_or_else(|| format!("/{path} has no option {f}"))?;
        if def.get("autocomplete").and_then(Value::as_bool) != Some(true) {
            return Err(format!("option {f} of /{path} has no autocomplete"));
        }
        if focused_type.is_none() {
            let kind = def.get("type").and_then(Value::as_u64).unwrap_or(3);
            opts.push(json!({"name": f, "type": kind, "value": "", "focused": true}));
            focused_type = Some(kind);
        }
    } else {
        for def in &found.leaf {
            let name = def.get("name").and_then(Value::as_str).unwrap_or("");
            if def.get("required").and_then(Value::as_bool) == Some(true)
                && !seen.iter().any(|n| n == name)
            {
                return Err(format!("/{path} needs its required option {name}"));
            }
        }
    }
    for (name, kind) in found.chain.iter().rev() {
        opts = vec![json!({"name": name, "type": kind, "options": opts})];
    }
    let id = found.id();
    let mut data = json!({
        "id": id.to_string(),
        "name": found.command.get("name").cloned().unwrap_or(Value::Null),
        "type": 1,
        "options": opts,
    });
    if !resolved.is_empty() {
        data["resolved"] = Value::Object(resolved);
    }
    if let Some(id) = found.guild {
        data["guild_id"] = json!(id.to_string());
    }
    Ok((data, id, focused_type))
}

/// Finds a component on a message; returns its type.
fn find_component(
    g: &Inner,
    message: u64,
    custom_id: &str,
    user: u64,
) -> Result<(u64, u64), String> {
    let m = g
        .messages
        .get(&message)
        .filter(|m| !m.deleted && !m.loading)
        .ok_or_else(|| format!("no message {message} to click on"))?;
    if m.flags & 64 != 0 {
        let owner = m
            .interaction
            .and_then(|i| g.interactions.get(&i))
            .map(|i| i.user);
        if owner != Some(user) {
            return Err(format!(
                "message {message} is ephemeral and not shown to user {user}"
            ));
        }
    }
    if let Some(c) = g
        .channels
        .get(&m.channel_id)
        .filter(|c| c.kind == ChannelKind::Dm)
        && c.recipient != Some(user)
    {
        return Err(format!("message {message} is in another user's DMs"));
    }
    let component = m
        .components
        .iter()
        .flat_map(|row| {
            row.get("components")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default()
        })
        .find(|c| c.get("custom_id").and_then(Value::as_str) == Some(custom_id))
        .ok_or_else(|| {
            format!("message {message} has no component with custom_id {custom_id:?}")
        })?;
    if component.get("disabled").and_then(Value::as_bool) == Some(true) {
        return Err(format!(
            "the component {custom_id:?} of message {message} is disabled"
        ));
    }
    Ok((
        m.channel_id,
        component.get("type").and_then(Value::as_u64).unwrap_or(2),
    ))
}

impl FakeDiscord {
    /// Registers a new interaction and, if `build` succeeds, dispatches it.
    fn interact(
        &self,
        kind: InteractionKind,
        name: &str,
        user: &FakeUser,
        channel: u64,
        build: impl FnOnce(&Shared, &mut Inner, &mut InteractionRec) -> Result<Value, String>,
    ) -> InteractionId {
        let s = &self.shared;
        let mut g = self.lock();
        let id = g.ids.next();
        let token = format!("aW50ZXJhY3Rpb246{}", g.noise.word(120));
        let mut rec = InteractionRec {
            id,
            token: token.clone(),
            kind,
            name: name.to_owned(),
            command_id: None,
            user: user.id,
            channel,
            created: Instant::now(),
            delivered: None,
            callback: None,
            original: None,
            component_message: None,
            followups: Vec::new(),
            focused_type: None,
            choices: None,
            not_sent: None,
            refused: None,
            expired: false,
            shard: None,
        };
        let result = if let Err(why) = g.may_act(user, channel) {
            Err(why)
        } else if crate::payload::context_of(&g, channel) == 2
            && !g.user_installs.contains(&user.id)
        {
            Err(format!(
                "{} has not installed the application for themselves (install_for_user), \
                 so its commands are not theirs to use in a group DM",
                user.name
            ))
        } else if g.gateway.sessions.is_empty() {
            Err("the bot has no gateway session yet (call wait_ready first)".to_owned())
        } else {
            build(s, &mut g, &mut rec)
        };
        match result {
            Ok(v) => {
                g.interactions.insert(id, rec);
                g.awaiting.insert(id);
                g.tokens.insert(token, id);
                g.dispatch("INTERACTION_CREATE", v);
            }
            Err(why) => {
                g.violation(format!(
                    "test bug: {kind:?} {name} by {} was not sent: {why}",
                    user.name
                ));
                rec.not_sent = Some(why);
                g.interactions.insert(id, rec);
            }
        }
        drop(g);
        s.bump();
        InteractionId(id)
    }

    /// `user` runs the slash command `name` (a path like `"draw offer"` for subcommands) in
    /// `channel` with `options` (name, value): strings, integers, numbers, booleans as JSON;
    /// users and channels by id ([`FakeUser::option`]). Types come from the registration.
    pub async fn slash(
        &self,
        user: &FakeUser,
        channel: u64,
        name: &str,
        options: &[(&str, Value)],
    ) -> InteractionId {
        self.interact(
            InteractionKind::Command,
            name,
            user,
            channel,
            |s, g, rec| {
                let (data, command_id, _) = command_data(s, g, channel, name, options, None)?;
                rec.command_id = Some(command_id);
                Ok(payload::interaction(s, g, rec, 2, data))
            },
        )
    }

    /// `user` runs the user command `name` (right-click on `target`, Apps → `name`) in
    /// `channel`, as Discord's client sends it: the target in `target_id` and resolved as a
    /// user (and a member, in a guild of which they are one).
    pub async fn user_command(
        &self,
        user: &FakeUser,
        channel: u64,
        name: &str,
        target: &FakeUser,
    ) -> InteractionId {
        self.interact(
            InteractionKind::Command,
            name,
            user,
            channel,
            |s, g, rec| {
                let found = find_command_of_type(g, channel, name, 2)?;
                let id = found.id();
                if !g.users.contains_key(&target.id) {
                    return Err(format!("no user {} to run {name} on", target.id));
                }
                let mut resolved = Map::new();
                resolve_user(s, g, channel, target.id, &mut resolved);
                let mut data = json!({
                    "id": id.to_string(),
                    "name": name,
                    "type": 2,
                    "target_id": target.id.to_string(),
                    "resolved": Value::Object(resolved),
                });
                if let Some(guild) = found.guild {
                    data["guild_id"] = json!(guild.to_string());
                }
                rec.command_id = Some(id);
                Ok(payload::interaction(s, g, rec, 2, data))
            },
        )
    }

    /// `user` types in option `focused` of `/name` (its partial text is its value in
    /// `options`, else empty); returns the bot's choices as (name, value as text).
    ///
    /// # Errors
    ///
    /// If the bot gives no autocomplete answer within `timeout` (or 3 s), or the request was a
    /// test bug.
    pub async fn autocomplete(
        &self,
        user: &FakeUser,
        channel: u64,
        name: &str,
        options: &[(&str, Value)],
        focused: &str,
        timeout: Duration,
    ) -> Result<Vec<(String, String)>, String> {
        let id = self.interact(
            InteractionKind::Autocomplete,
            name,
            user,
            channel,
            |s, g, rec| {
                let (data, command_id, kind) =
                    command_data(s, g, channel, name, options, Some(focused))?;
                rec.command_id = Some(command_id);
                rec.focused_type = kind;
                Ok(payload::interaction(s, g, rec, 4, data))
            },
        );
        let refused = self
            .until(timeout, |g| {
                let i = g.interactions.get(&id.0)?;
                if i.callback.is_some() || i.not_sent.is_some() || i.expired {
                    return Some(None);
                }
                i.refused.clone().map(Some)
            })
            .await
            .flatten();
        if let Some(why) = refused {
            return Err(format!("the autocomplete answer was refused: {why}"));
        }
        self.reply_to(id, Duration::ZERO).await?;
        let g = self.lock();
        let i = g
            .interactions
            .get(&id.0)
            .ok_or("the interaction vanished")?;
        match (&i.choices, i.callback) {
            (Some(c), _) => Ok(c.clone()),
            (None, Some((kind, _))) => Err(format!(
                "the bot answered autocomplete with callback type {kind}"
            )),
            (None, None) => Err("no autocomplete answer".to_owned()),
        }
    }

    /// `user` clicks the button `custom_id` on message `message_id` (a message the bot
    /// posted).
    pub async fn click(&self, user: &FakeUser, message_id: u64, custom_id: &str) -> InteractionId {
        self.component(user, message_id, custom_id, &[])
    }

    /// `user` clicks the button labelled `label` under `message`, as the message stands now
    /// (its buttons may have changed since it was read); the click's interaction.
    ///
    /// # Errors
    ///
    /// If the message is gone or has no such button (a test bug).
    pub async fn click_label(
        &self,
        user: &FakeUser,
        message: &Posted,
        label: &str,
    ) -> Result<InteractionId, String> {
        let current = self.message(message.id).unwrap_or_else(|| message.clone());
        let Some(custom_id) = current.button(label) else {
            return Err(format!(
                "no button {label:?} on {:?} (buttons {:?})",
                current.content,
                current.button_labels()
            ));
        };
        Ok(self.click(user, current.id, &custom_id).await)
    }

    /// `user` picks `values` in the select menu `custom_id` on message `message_id`.
    pub async fn select(
        &self,
        user: &FakeUser,
        message_id: u64,
        custom_id: &str,
        values: &[&str],
    ) -> InteractionId {
        self.component(user, message_id, custom_id, values)
    }

    fn component(
        &self,
        user: &FakeUser,
        message_id: u64,
        custom_id: &str,
        values: &[&str],
    ) -> InteractionId {
        let channel = self
            .lock()
            .messages
            .get(&message_id)
            .map_or(0, |m| m.channel_id);
        self.interact(
            InteractionKind::Component,
            custom_id,
            user,
            channel,
            |s, g, rec| {
                let (_, kind) = find_component(g, message_id, custom_id, rec.user)?;
                if (kind == 2) != values.is_empty() {
                    return Err(format!(
                        "component {custom_id:?} has type {kind}; values {values:?}"
                    ));
                }
                rec.component_message = Some(message_id);
                let mut data = json!({"custom_id": custom_id, "component_type": kind});
                if kind != 2 {
                    data["values"] = json!(values);
                }
                let message = payload::message(s, g, &g.messages[&message_id]);
                let mut v = payload::interaction(s, g, rec, 3, data);
                v["message"] = message;
                Ok(v)
            },
        )
    }
}
