//! serenity 0.12.5 reads every payload the fake builds.

use std::time::Instant;

use serde::de::DeserializeOwned;
use serenity::model::prelude::*;

use super::*;
use crate::state::{FileRec, Session};

fn read<T: DeserializeOwned>(v: &Value) -> T {
    match serde_json::from_value(v.clone()) {
        Ok(t) => t,
        Err(e) => panic!("{} cannot read {v:#}: {e}", std::any::type_name::<T>()),
    }
}

struct World {
    s: Shared,
    text: u64,
    closed: u64,
    thread: u64,
    dm: u64,
    alice: u64,
}

fn world() -> World {
    let s = Shared::new(1234, None);
    let mut g = s.lock();
    let alice = g.ids.next();
    g.users
        .insert(alice, UserRec::new(alice, "Алиса 🐉", "alice", false));
    g.guilds.get_mut(&s.guild_id).unwrap().members.insert(alice);
    let guild = s.guild_id;
    let add = |g: &mut Inner, name: &str, kind: ChannelKind| {
        let id = g.ids.next();
        let mut c = ChannelRec::new(id, name, kind);
        c.guild = (kind != ChannelKind::Dm).then_some(guild);
        g.channels.insert(id, c);
        id
    };
    let text = add(&mut g, "lobby", ChannelKind::Text);
    let closed = add(&mut g, "quiet", ChannelKind::Text);
    g.channels.get_mut(&closed).unwrap().threads_allowed = false;
    let thread = add(&mut g, "game 1", ChannelKind::PublicThread);
    g.channels.get_mut(&thread).unwrap().parent = Some(text);
    let dm = add(&mut g, "", ChannelKind::Dm);
    g.channels.get_mut(&dm).unwrap().recipient = Some(alice);
    g.gateway.sessions.insert(0, Session::new("x".into(), 0));
    g.gateway.total = Some(1);
    drop(g);
    World {
        s,
        text,
        closed,
        thread,
        dm,
        alice,
    }
}

fn interaction_rec(
    g: &mut Inner,
    kind: InteractionKind,
    user: u64,
    channel: u64,
) -> InteractionRec {
    InteractionRec {
        id: g.ids.next(),
        token: "tok".into(),
        kind,
        name: "ping".into(),
        command_id: None,
        user,
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
    }
}

#[test]
fn serenity_reads_the_start_of_a_session() {
    let w = world();
    let g = w.s.lock();
    let owned = [w.s.guild_id];
    let ready: Ready = read(&ready(&w.s, &g, "abc", (0, 1), &owned));
    assert_eq!(ready.user.id.get(), w.s.bot_id);
    assert_eq!(ready.application.id.get(), w.s.app_id);
    assert_eq!(ready.guilds.len(), 1);
    check_event("READY", &super::ready(&w.s, &g, "abc", (0, 1), &owned)).unwrap();
    let other: Ready = read(&super::ready(&w.s, &g, "abc", (1, 2), &[]));
    assert_eq!(other.shard.map(|x| (x.id.0, x.total)), Some((1, 2)));
    assert!(other.guilds.is_empty());
    let guild = super::guild(&w.s, &g, &g.guilds[&w.s.guild_id]);
    check_event("GUILD_CREATE", &guild).unwrap();
    let event: serenity::model::event::GuildCreateEvent = read(&guild);
    assert_eq!(event.guild.channels.len(), 2);
    assert_eq!(event.guild.threads.len(), 1);
    assert_eq!(event.guild.roles.len(), 2);
    let alice = &event.guild.members[&UserId::new(w.alice)];
    assert_eq!(alice.user.global_name.as_deref(), Some("Алиса 🐉"));
    let _: CurrentApplicationInfo = read(&application(&w.s, &g));
    let me: CurrentUser = read(&current_user(&w.s, &g));
    assert!(me.bot);
}

#[test]
fn serenity_reads_channels_and_sees_the_permissions() {
    let w = world();
    let g = w.s.lock();
    let text: GuildChannel = read(&guild_channel(&w.s, &g, &g.channels[&w.text]));
    assert_eq!(text.kind, ChannelType::Text);
    let thread: GuildChannel = read(&guild_channel(&w.s, &g, &g.channels[&w.thread]));
    assert_eq!(thread.kind, ChannelType::PublicThread);
    assert_eq!(thread.parent_id.map(ChannelId::get), Some(w.text));
    assert!(!thread.thread_metadata.unwrap().archived);
    let dm: PrivateChannel = read(&private_channel(&g, &g.channels[&w.dm]));
    assert_eq!(dm.recipient.id.get(), w.alice);
    let any: Channel = read(&channel(&w.s, &g, &g.channels[&w.dm]));
    assert!(any.private().is_some());
    let quiet: GuildChannel = read(&guild_channel(&w.s, &g, &g.channels[&w.closed]));
    assert_eq!(quiet.permission_overwrites.len(), 2);
    let bot = channel_permissions(&w.s, &g, w.closed, w.s.bot_id);
    assert_eq!(bot & perm::CREATE_PUBLIC_THREADS, 0);
    assert_ne!(
        channel_permissions(&w.s, &g, w.text, w.s.bot_id) & perm::CREATE_PUBLIC_THREADS,
        0
    );
}

#[test]
fn serenity_reads_messages_with_files_and_interaction_metadata() {
    let w = world();
    let mut g = w.s.lock();
    let rec = interaction_rec(&mut g, InteractionKind::Command, w.alice, w.text);
    let iid = rec.id;
    g.interactions.insert(iid, rec);
    let mut m = MessageRec::new(g.ids.next(), w.text);
    m.content = format!("hi <@{}>", w.alice);
    m.interaction = Some(iid);
    m.initial = true;
    m.kind = 20;
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x07\0\0\0\x05".to_vec();
    m.files.push(FileRec {
        id: 9,
        name: "board.png".into(),
        data: png,
        content_type: Some("image/png".into()),
        description: None,
    });
    m.components = vec![
        json!({"type": 1, "components": [{"type": 2, "style": 1, "label": "Go", "custom_id": "go"}]}),
    ];
    let v = message(&w.s, &g, &m);
    let msg: Message = read(&v);
    assert_eq!(msg.mentions[0].id.get(), w.alice);
    assert_eq!(msg.attachments[0].width, Some(7));
    assert_eq!(msg.attachments[0].height, Some(5));
    assert_eq!(msg.components.len(), 1);
    assert!(msg.interaction_metadata.is_some());
    assert_eq!(msg.kind, MessageType::ChatInputCommand);
    g.messages.insert(m.id, m);
}

#[test]
fn serenity_reads_interactions_of_every_kind() {
    let w = world();
    let mut g = w.s.lock();
    let cmd = interaction_rec(&mut g, InteractionKind::Command, w.alice, w.text);
    let data = json!({"id": "1", "name": "ping", "type": 1, "options": [
        {"name": "who", "type": 6, "value": w.alice.to_string()},
        {"name": "n", "type": 4, "value": 3},
    ], "resolved": {
        "users": {w.alice.to_string(): user_by_id(&g, w.alice)},
        "members": {w.alice.to_string(): partial_member(&w.s, &g.guilds[&w.s.guild_id], w.alice, Some(1))},
    }});
    let v = interaction(&w.s, &g, &cmd, 2, data);
    check_event("INTERACTION_CREATE", &v).unwrap();
    let Interaction::Command(c) = read::<Interaction>(&v) else {
        panic!("not a command")
    };
    assert_eq!(c.member.unwrap().user.id.get(), w.alice);
    assert_eq!(c.data.options.len(), 2);
    assert_eq!(c.attachment_size_limit, 10 * 1024 * 1024);

    let dm = interaction_rec(&mut g, InteractionKind::Autocomplete, w.alice, w.dm);
    let data = json!({"id": "1", "name": "ping", "type": 1, "options": [
        {"name": "text", "type": 3, "value": "ab", "focused": true},
    ]});
    let v = interaction(&w.s, &g, &dm, 4, data);
    let Interaction::Autocomplete(a) = read::<Interaction>(&v) else {
        panic!("not autocomplete")
    };
    assert!(a.member.is_none());
    assert_eq!(a.user.id.get(), w.alice);
    assert_eq!(a.data.autocomplete().unwrap().value, "ab");

    let click = interaction_rec(&mut g, InteractionKind::Component, w.alice, w.thread);
    let m = MessageRec::new(g.ids.next(), w.thread);
    let mut v = interaction(
        &w.s,
        &g,
        &click,
        3,
        json!({"custom_id": "go", "component_type": 2}),
    );
    v["message"] = message(&w.s, &g, &m);
    let Interaction::Component(c) = read::<Interaction>(&v) else {
        panic!("not a component")
    };
    assert_eq!(c.data.custom_id, "go");
    assert_eq!(c.message.id.get(), m.id);
}

#[test]
fn serenity_reads_thread_events() {
    let w = world();
    let g = w.s.lock();
    let mut v = guild_channel(&w.s, &g, &g.channels[&w.thread]);
    check_event("THREAD_UPDATE", &v).unwrap();
    v["newly_created"] = json!(true);
    check_event("THREAD_CREATE", &v).unwrap();
    check_event(
        "CHANNEL_CREATE",
        &guild_channel(&w.s, &g, &g.channels[&w.text]),
    )
    .unwrap();
    check_event("RESUMED", &json!({})).unwrap();
    let mut member = member(&w.s, &g, &g.guilds[&w.s.guild_id], w.alice, None);
    member["guild_id"] = json!(w.s.guild_id.to_string());
    check_event("GUILD_MEMBER_ADD", &member).unwrap();
}

#[test]
fn image_sizes_and_mentions() {
    assert_eq!(image_size(b"GIF89a\x10\0\x20\0"), Some((16, 32)));
    assert_eq!(mentioned_users("<@1> and <@!2> and <@&3> <@1>"), vec![1, 2]);
}

/// MESSAGE_CREATE reaches the bot only with the intent for where it was posted; a user's
/// text only with MESSAGE_CONTENT, in a DM, or when it mentions the bot; the bot's own
/// always. serenity reads each event.
#[test]
fn messages_reach_the_bot_as_its_intents_say() {
    use crate::chat::{DIRECT_MESSAGES, GUILD_MESSAGES, MESSAGE_CONTENT};
    let w = world();
    let mut g = w.s.lock();
    let post = |g: &mut Inner, channel: u64, author: Option<u64>, text: &str| {
        let id = g.ids.next();
        let mut m = MessageRec::new(id, channel);
        m.content = text.to_owned();
        m.author = author;
        g.messages.insert(id, m);
        id
    };
    let plain = post(&mut g, w.thread, Some(w.alice), "C2=5");
    let mention = format!("<@{}> C2=5", w.s.bot_id);
    let mentioning = post(&mut g, w.thread, Some(w.alice), &mention);
    let own = post(&mut g, w.thread, None, "Game 1: alice played C2=5.");
    let direct = post(&mut g, w.dm, Some(w.alice), "C2=5");
    let content = |g: &Inner, id: u64| {
        let v = g.message_event(&w.s, id)?;
        check_event("MESSAGE_CREATE", &v).unwrap();
        let e: serenity::model::event::MessageCreateEvent = read(&v);
        Some((e.message.content, e.message.guild_id.map(|g| g.get())))
    };
    assert_eq!(content(&g, plain), None, "no IDENTIFY yet");
    g.gateway.intents = Some(1);
    assert_eq!(content(&g, plain), None, "GUILDS alone");
    g.gateway.intents = Some(1 | GUILD_MESSAGES);
    let guild = Some(w.s.guild_id);
    assert_eq!(content(&g, plain), Some((String::new(), guild)));
    assert_eq!(content(&g, mentioning), Some((mention.clone(), guild)));
    assert_eq!(
        content(&g, own),
        Some(("Game 1: alice played C2=5.".into(), guild))
    );
    assert_eq!(content(&g, direct), None, "DMs need DIRECT_MESSAGES");
    g.gateway.intents = Some(1 | GUILD_MESSAGES | DIRECT_MESSAGES);
    assert_eq!(content(&g, direct), Some(("C2=5".into(), None)));
    g.gateway.intents = Some(1 | GUILD_MESSAGES | MESSAGE_CONTENT);
    assert_eq!(content(&g, plain), Some(("C2=5".into(), guild)));
}

/// In a group DM (where the bot is not) an interaction comes from the user's own install:
/// context 2, `authorizing_integration_owners` with only `"1"`, no guild, and the channel a
/// group DM; a user command carries its target. serenity reads both.
#[test]
fn serenity_reads_interactions_in_a_group_dm() {
    use serenity::model::application::{
        AuthorizingIntegrationOwner, CommandType, InteractionContext,
    };
    let w = world();
    let mut g = w.s.lock();
    let bob = g.ids.next();
    g.users.insert(bob, UserRec::new(bob, "Bob", "bob", false));
    g.user_installs.insert(w.alice);
    let group = g.ids.next();
    let mut c = ChannelRec::new(group, "", ChannelKind::GroupDm);
    c.recipients = vec![w.alice, bob];
    g.channels.insert(group, c);
    let rec = interaction_rec(&mut g, InteractionKind::Command, w.alice, group);
    let data = json!({"id": "1", "name": "Challenge to a game…", "type": 2,
        "target_id": bob.to_string(),
        "resolved": {"users": {bob.to_string(): user_by_id(&g, bob)}}});
    let v = interaction(&w.s, &g, &rec, 2, data);
    check_event("INTERACTION_CREATE", &v).unwrap();
    let Interaction::Command(c) = read::<Interaction>(&v) else {
        panic!("not a command")
    };
    assert_eq!(c.context, Some(InteractionContext::PrivateChannel));
    assert!(c.guild_id.is_none() && c.member.is_none());
    assert!(
        matches!(
            c.authorizing_integration_owners.0.as_slice(),
            [AuthorizingIntegrationOwner::UserInstall(u)] if u.get() == w.alice
        ),
        "{:?}",
        c.authorizing_integration_owners
    );
    assert_eq!(c.data.kind, CommandType::User);
    assert_eq!(c.data.target_id.map(|t| t.get()), Some(bob));
    assert_eq!(
        c.channel.as_ref().map(|c| c.kind),
        Some(ChannelType::GroupDm)
    );
    // The bot may not see the channel; it may answer with files and embeds.
    assert_eq!(channel_permissions(&w.s, &g, group, w.s.bot_id), 0);
    let app = c.app_permissions.unwrap();
    assert!(app.attach_files() && app.embed_links() && !app.send_messages());
}
