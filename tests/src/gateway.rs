//! The gateway: one websocket per connection, HELLO, IDENTIFY → READY (+ a GUILD_CREATE for
//! each guild the shard owns), heartbeats, RESUME with replay, and the dispatch of queued
//! events.
//!
//! Each shard has its own session (see [`crate::state::Session`]); IDENTIFY names the shard
//! (`"shard": [id, total]`, `[0, 1]` when absent). Events live in the session of the shard
//! they belong to, numbered by `s`; a connection writes those after the last one it sent. A
//! RESUME on a new connection starts writing after the sequence number the client names, so
//! nothing queued while it was away is lost.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Query, State};
use axum::response::Response;
use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};

use crate::HEARTBEAT_INTERVAL_MS;
use crate::http_io::App;
use crate::payload;
use crate::state::{Session, Shared, shard_of};

/// Intents Discord calls privileged: GUILD_MEMBERS, GUILD_PRESENCES, MESSAGE_CONTENT.
pub(crate) const PRIVILEGED_INTENTS: u64 = (1 << 1) | (1 << 8) | (1 << 15);

/// `GET /gateway?v=10&encoding=json`: the websocket upgrade.
pub(crate) async fn upgrade(
    State(s): State<App>,
    Query(q): Query<HashMap<String, String>>,
    ws: WebSocketUpgrade,
) -> Response {
    let mut problem = None;
    if q.get("v").map(String::as_str) != Some("10") {
        problem = Some((
            4012,
            format!("gateway version {:?} (the fake speaks v=10)", q.get("v")),
        ));
    } else if q.get("encoding").is_some_and(|e| e != "json") {
        problem = Some((4002, format!("gateway encoding {:?}", q.get("encoding"))));
    } else if q.contains_key("compress") {
        problem = Some((
            4002,
            "transport compression (the fake sends plain text)".to_owned(),
        ));
    }
    ws.on_upgrade(move |socket| connection(s, socket, problem))
}

/// What one connection knows.
struct Conn {
    /// The session it serves, once identified or resumed, and that session's shard.
    session: Option<(String, u32)>,
    /// The shard's `drop_shard` epoch when the connection took the session.
    shard_epoch: u64,
    /// The last sequence number written.
    sent: u64,
    last_beat: Instant,
    warned: bool,
}

/// What to do after a client frame.
enum Reply {
    Send(Vec<String>),
    Close(u16, &'static str),
}

fn close(code: u16, reason: &'static str) -> Message {
    Message::Close(Some(CloseFrame {
        code,
        reason: reason.into(),
    }))
}

async fn connection(s: App, socket: WebSocket, problem: Option<(u16, String)>) {
    let (mut tx, mut rx) = socket.split();
    if let Some((code, what)) = problem {
        s.lock()
            .violation(format!("gateway connection with {what}"));
        let _ = tx.send(close(code, "Invalid connection parameters.")).await;
        return;
    }
    let epoch = {
        let mut g = s.lock();
        g.gateway.stats.connections += 1;
        g.gateway.kill_epoch
    };
    let hello =
        json!({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}, "s": null, "t": null});
    if tx
        .send(Message::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    let mut changes = s.subscribe();
    let mut conn = Conn {
        session: None,
        shard_epoch: 0,
        sent: 0,
        last_beat: Instant::now(),
        warned: false,
    };
    loop {
        tokio::select! {
            msg = rx.next() => match msg {
                Some(Ok(Message::Text(text))) => match handle(&s, &mut conn, text.as_str()) {
                    Reply::Send(frames) => {
                        for f in frames {
                            if tx.send(Message::Text(f.into())).await.is_err() {
                                break;
                            }
                        }
                    },
                    Reply::Close(code, reason) => {
                        let _ = tx.send(close(code, reason)).await;
                        break;
                    },
                },
                Some(Ok(Message::Binary(_))) => {
                    s.lock().violation("a binary gateway frame (the fake expects JSON text)");
                    let _ = tx.send(close(4002, "Error while decoding payload.")).await;
                    break;
                },
                Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                Some(Ok(_)) => {},
            },
            changed = changes.changed() => if changed.is_err() { break },
            () = tokio::time::sleep(Duration::from_millis(200)) => {},
        }
        let Some(frames) = pending(&s, &mut conn, epoch) else {
            // drop_gateway, drop_shard or shutdown: end without a close frame, like a
            // dropped connection.
            leave(&s, &conn);
            return;
        };
        for (seq, text, interaction) in frames {
            // Stamped before writing: a quick bot may answer before the write returns.
            delivered(&s, &conn, seq, interaction);
            if tx.send(Message::Text(text.into())).await.is_err() {
                break;
            }
            conn.sent = seq;
        }
    }
    leave(&s, &conn);
}

fn leave(s: &Shared, conn: &Conn) {
    if let Some((id, shard)) = &conn.session {
        let mut g = s.lock();
        if let Some(x) = g.gateway.sessions.get_mut(shard).filter(|x| &x.id == id) {
            x.live = x.live.saturating_sub(1);
        }
    }
    s.bump();
}

/// The frames this connection still has to write; `None` when it must end.
fn pending(s: &Shared, conn: &mut Conn, epoch: u64) -> Option<Vec<(u64, String, Option<u64>)>> {
    let mut g = s.lock();
    if g.shutdown || g.gateway.kill_epoch != epoch {
        return None;
    }
    if let Some((_, shard)) = &conn.session
        && g.gateway.shard_epochs.get(shard).copied().unwrap_or(0) != conn.shard_epoch
    {
        return None;
    }
    let limit = Duration::from_millis(3 * HEARTBEAT_INTERVAL_MS + 3000);
    if conn.session.is_some() && !conn.warned && conn.last_beat.elapsed() > limit {
        conn.warned = true;
        let secs = conn.last_beat.elapsed().as_secs();
        let shard = conn.session.as_ref().map_or(0, |x| x.1);
        g.violation(format!(
            "the bot sent no heartbeat for {secs} s on shard {shard} (interval \
             {HEARTBEAT_INTERVAL_MS} ms)"
        ));
    }
    let Some((id, shard)) = &conn.session else {
        return Some(Vec::new());
    };
    let Some(session) = g.gateway.sessions.get(shard).filter(|x| &x.id == id) else {
        return Some(Vec::new());
    };
    Some(
        session
            .frames
            .iter()
            .filter(|f| f.seq > conn.sent)
            .map(|f| (f.seq, f.text.clone(), f.interaction))
            .collect(),
    )
}

fn delivered(s: &Shared, conn: &Conn, seq: u64, interaction: Option<u64>) {
    let mut g = s.lock();
    if let Some((id, shard)) = &conn.session
        && let Some(x) = g.gateway.sessions.get_mut(shard).filter(|x| &x.id == id)
        && seq >= x.ready_seq
    {
        x.ready_delivered = true;
    }
    if let Some(i) = interaction.and_then(|i| g.interactions.get_mut(&i)) {
        i.delivered.get_or_insert_with(Instant::now);
    }
    drop(g);
    s.bump();
}

fn token_ok(s: &Shared, d: &Value) -> bool {
    let token = d.get("token").and_then(Value::as_str).unwrap_or("");
    token.strip_prefix("Bot ").unwrap_or(token) == s.token
}

fn handle(s: &Shared, conn: &mut Conn, text: &str) -> Reply {
    let Ok(v) = serde_json::from_str::<Value>(text) else {
        s.lock()
            .violation(format!("a gateway frame that is not JSON: {text:.80}"));
        return Reply::Close(4002, "Error while decoding payload.");
    };
    let d = v.get("d").cloned().unwrap_or(Value::Null);
    match v.get("op").and_then(Value::as_u64) {
        Some(1) => {
            conn.last_beat = Instant::now();
            conn.warned = false;
            let mut g = s.lock();
            g.gateway.stats.heartbeats += 1;
            if let Some((_, shard)) = &conn.session {
                g.gateway.shard_stats.entry(*shard).or_default().heartbeats += 1;
            }
            Reply::Send(vec![
                json!({"op": 11, "d": null, "s": null, "t": null}).to_string(),
            ])
        }
        Some(2) => identify(s, conn, &d),
        Some(6) => resume(s, conn, &d),
        Some(3 | 4 | 8 | 31) => Reply::Send(Vec::new()),
        other => {
            s.lock().violation(format!("gateway opcode {other:?}"));
            Reply::Close(4001, "Unknown opcode.")
        }
    }
}

/// `[shard_id, num_shards]` of an IDENTIFY: `[0, 1]` without `shard`; `None` if malformed.
fn shard_field(d: &Value) -> Option<(u32, u32)> {
    match d.get("shard") {
        None | Some(Value::Null) => Some((0, 1)),
        Some(Value::Array(pair)) if pair.len() == 2 => {
            let n = |v: &Value| v.as_u64().and_then(|x| u32::try_from(x).ok());
            Some((n(&pair[0])?, n(&pair[1])?))
        }
        Some(_) => None,
    }
}

fn identify(s: &Shared, conn: &mut Conn, d: &Value) -> Reply {
    let mut g = s.lock();
    if conn.session.is_some() {
        g.violation("a second IDENTIFY on one gateway connection");
        return Reply::Close(4005, "Already authenticated.");
    }
    if !token_ok(s, d) {
        g.violation("IDENTIFY with a wrong token");
        return Reply::Close(4004, "Authentication failed.");
    }
    let Some((shard, total)) = shard_field(d).filter(|(k, n)| k < n) else {
        g.violation(format!(
            "IDENTIFY with an invalid shard {}",
            d.get("shard").unwrap_or(&Value::Null)
        ));
        return Reply::Close(4010, "Invalid shard.");
    };
    if total < g.gateway.required_shards {
        let required = g.gateway.required_shards;
        g.violation(format!(
            "IDENTIFY with {total} shards; the application needs at least {required}"
        ));
        return Reply::Close(4011, "Sharding required.");
    }
    if let Some(current) = g.gateway.total.filter(|&n| n != total) {
        let others: Vec<u32> = g
            .gateway
            .sessions
            .values()
            .filter(|x| x.live > 0 && x.shard != shard)
            .map(|x| x.shard)
            .collect();
        if !others.is_empty() {
            g.violation(format!(
                "IDENTIFY as shard [{shard}, {total}] while shards {others:?} of {current} are \
                 connected"
            ));
            return Reply::Close(4010, "Invalid shard.");
        }
        // Nobody is connected with the old count: the bot restarted with a new one.
        g.gateway.sessions.clear();
    }
    let intents = d.get("intents").and_then(Value::as_u64).unwrap_or(0);
    let refused = intents & PRIVILEGED_INTENTS & !g.gateway.privileged_intents;
    if refused != 0 {
        g.violation(format!(
            "IDENTIFY with privileged intents {refused:#x} the application does not have"
        ));
        return Reply::Close(4014, "Disallowed intent(s).");
    }
    let id = g.noise.hex(32);
    g.gateway.total = Some(total);
    g.gateway
        .sessions
        .insert(shard, Session::new(id.clone(), shard));
    g.gateway.intents = Some(intents);
    g.gateway.stats.identifies += 1;
    let counters = g.gateway.shard_stats.entry(shard).or_default();
    counters.identifies += 1;
    counters.connections += 1;
    let owned: Vec<u64> = g
        .guilds
        .keys()
        .copied()
        .filter(|&guild| shard_of(guild, total) == shard)
        .collect();
    let ready = payload::ready(s, &g, &id, (shard, total), &owned);
    g.push_event(shard, "READY", &ready, None);
    for guild in &owned {
        let v = payload::guild(s, &g, &g.guilds[guild]);
        g.push_event(shard, "GUILD_CREATE", &v, None);
    }
    let ready_seq = g
        .gateway
        .sessions
        .get(&shard)
        .map_or(1, |x| x.frames.len() as u64);
    if let Some(x) = g.gateway.sessions.get_mut(&shard) {
        x.ready_seq = ready_seq;
    }
    // Interactions sent while this shard had no session.
    let held = std::mem::take(&mut g.gateway.held);
    for d in held {
        // Held again if its shard still has no session.
        g.dispatch("INTERACTION_CREATE", d);
    }
    conn.session = Some((id, shard));
    conn.shard_epoch = g.gateway.shard_epochs.get(&shard).copied().unwrap_or(0);
    conn.sent = 0;
    drop(g);
    s.bump();
    Reply::Send(Vec::new())
}

fn resume(s: &Shared, conn: &mut Conn, d: &Value) -> Reply {
    let mut g = s.lock();
    if !token_ok(s, d) {
        g.violation("RESUME with a wrong token");
        return Reply::Close(4004, "Authentication failed.");
    }
    let asked = d
        .get("session_id")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_owned();
    let seq = d.get("seq").and_then(Value::as_u64).unwrap_or(0);
    let known = g
        .gateway
        .sessions
        .values()
        .find(|x| x.id == asked && seq <= x.frames.len() as u64)
        .map(|x| x.shard);
    let Some(shard) = known.filter(|_| conn.session.is_none()) else {
        return Reply::Send(vec![
            json!({"op": 9, "d": false, "s": null, "t": null}).to_string(),
        ]);
    };
    g.gateway.stats.resumes += 1;
    let counters = g.gateway.shard_stats.entry(shard).or_default();
    counters.resumes += 1;
    counters.connections += 1;
    if let Some(x) = g.gateway.sessions.get_mut(&shard) {
        x.live += 1;
    }
    g.push_event(shard, "RESUMED", &json!({"_trace": ["fake-discord"]}), None);
    conn.session = Some((asked, shard));
    conn.shard_epoch = g.gateway.shard_epochs.get(&shard).copied().unwrap_or(0);
    conn.sent = seq;
    drop(g);
    s.bump();
    Reply::Send(Vec::new())
}
