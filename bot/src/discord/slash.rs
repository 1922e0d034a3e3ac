//! The slash commands: made from the service's command spec, so Discord shows exactly the
//! commands and options of `palace play`; each is acknowledged at once, run by the
//! service, and its answers delivered. `/move` autocompletes the author's legal moves.

use poise::serenity_prelude as serenity;
use serenity::{
    AutocompleteChoice, Builder, CommandOptionType, CreateAutocompleteResponse, CreateCommand,
    CreateCommandOption, EditInteractionResponse, ResolvedOption, ResolvedValue,
};

use super::admission;
use super::deliver::{Answering, Deferral, Reply, deliver, threads_allowed};
use super::{Bot, Error, place_of, server_of, user_of};
use crate::service::command::{Command, OptionValue};
use crate::service::commands::{self, COMMANDS};
use crate::service::front_requests::MAX_SUGGESTIONS;
use crate::service::message::Reader;
use crate::service::request::Verb;
use crate::service::said::{FrontSaid, Said};
use crate::service::spec::{CommandSpec, Kind, OptionSpec};
use crate::voice;

type AppContext<'a> = poise::ApplicationContext<'a, Bot, Error>;

/// One poise command per service command, all run through [`run`]; and the user command
/// "Challenge to a game…", which runs `/challenge` naming the member it was used on.
pub fn commands() -> Vec<poise::Command<Bot, Error>> {
    let challenge_member = poise::Command {
        name: "challenge-member".into(),
        qualified_name: "challenge-member".into(),
        identifying_name: "challenge-member".into(),
        source_code_name: "challenge-member".into(),
        context_menu_name: Some(voice::user_command_challenge().into()),
        context_menu_action: Some(poise::ContextMenuCommandAction::User(|ctx, member| {
            Box::pin(async move {
                let cmd = challenge_of(&ctx, &member);
                run_command(ctx, cmd, true)
                    .await
                    .map_err(|e| poise::FrameworkError::new_command(ctx.into(), e))
            })
        })),
        ..Default::default()
    };
    COMMANDS
        .iter()
        .map(|c| poise::Command {
            name: c.name().into(),
            qualified_name: c.name().into(),
            identifying_name: c.name().into(),
            source_code_name: c.name().into(),
            description: Some(voice::command_help(c.verb).into()),
            slash_action: Some(|ctx| {
                Box::pin(async move {
                    run(ctx)
                        .await
                        .map_err(|e| poise::FrameworkError::new_command(ctx.into(), e))
                })
            }),
            parameters: c
                .options
                .iter()
                .map(|o| poise::CommandParameter {
                    name: o.name.into(),
                    description: Some(voice::option_help(c.verb, o.name).into()),
                    required: o.required,
                    autocomplete_callback: (c.verb == Verb::Move && o.name == "text")
                        .then_some(suggest as _),
                    ..parameter_defaults()
                })
                .collect(),
            ..Default::default()
        })
        .chain([challenge_member])
        .collect()
}

fn parameter_defaults() -> poise::CommandParameter<Bot, Error> {
    poise::CommandParameter {
        name: "".into(),
        name_localizations: Vec::new().into(),
        description: None,
        description_localizations: Vec::new().into(),
        required: false,
        channel_types: None,
        choices: Vec::new().into(),
        type_setter: None,
        autocomplete_callback: None,
        __non_exhaustive: (),
    }
}

/// The commands as Discord registers them: options typed (users as user options, choices
/// as string choices, numbers with their range), `/move text` with autocomplete.
pub fn registration() -> Vec<CreateCommand> {
    let mut member = CreateCommand::new(voice::user_command_challenge())
        .kind(serenity::CommandType::User)
        .integration_types(everywhere().0)
        .contexts(everywhere().1);
    for (locale, name) in voice::user_command_challenge_localized() {
        member = member.name_localized(locale, name);
    }
    COMMANDS.iter().map(register).chain([member]).collect()
}

/// Where Palace's commands may be used: installed in a server or by a user for
/// themselves; in servers, in DMs with Palace and in group DMs (where it only answers).
fn everywhere() -> (
    Vec<serenity::InstallationContext>,
    Vec<serenity::InteractionContext>,
) {
    (
        vec![
            serenity::InstallationContext::Guild,
            serenity::InstallationContext::User,
        ],
        vec![
            serenity::InteractionContext::Guild,
            serenity::InteractionContext::BotDm,
            serenity::InteractionContext::PrivateChannel,
        ],
    )
}

fn register(c: &CommandSpec) -> CreateCommand {
    let (installs, contexts) = everywhere();
    let mut cmd = CreateCommand::new(c.name())
        .description(voice::command_help(c.verb))
        .integration_types(installs)
        .contexts(contexts);
    // English stays the name and the description everywhere; readers of the other
    // languages Palace speaks see the description in theirs.
    for (locale, help) in voice::command_help_localized(c.verb) {
        cmd = cmd.description_localized(locale, help);
    }
    // Discord wants the required options first.
    let (required, optional): (Vec<&OptionSpec>, Vec<&OptionSpec>) =
        c.options.iter().partition(|o| o.required);
    for o in required.into_iter().chain(optional) {
        let kind = match o.kind {
            Kind::Text | Kind::Choice(_) => CommandOptionType::String,
            Kind::User => CommandOptionType::User,
            Kind::Role => CommandOptionType::Role,
            Kind::Integer(_) => CommandOptionType::Integer,
            Kind::Boolean => CommandOptionType::Boolean,
        };
        let mut opt = CreateCommandOption::new(kind, o.name, voice::option_help(c.verb, o.name))
            .required(o.required);
        for (locale, help) in voice::option_help_localized(c.verb, o.name) {
            opt = opt.description_localized(locale, help);
        }
        match o.kind {
            Kind::Choice(words) => {
                // The value is the word the service reads; its name, what Discord shows,
                // is in the reader's language.
                for w in words {
                    let (name, names) = voice::choice_names(o.name, w);
                    opt = opt.add_string_choice_localized(name, *w, names);
                }
            }
            Kind::Integer(range) => {
                // serenity takes the bounds as u64; Palace's ranges start at 1 or more.
                // `IntRange` keeps both within Discord's ±(2^53 − 1).
                opt = opt.min_int_value(range.min().max(0).unsigned_abs());
                if let Some(max) = range.max() {
                    opt = opt.max_int_value(max.max(0).unsigned_abs());
                }
            }
            _ => {}
        }
        if c.verb == Verb::Move && o.name == "text" {
            opt = opt.set_autocomplete(true);
        }
        cmd = cmd.add_option(opt);
    }
    cmd
}

/// The service command an interaction gives.
fn command_of(ctx: &AppContext<'_>, args: &[ResolvedOption<'_>]) -> Command {
    let i = ctx.interaction;
    let mut options: Vec<(String, OptionValue)> = args.iter().filter_map(option_value).collect();
    if i.data.name == Verb::Challenge.name() {
        let bot_id = ctx.framework().bot_id().to_string();
        commands::opponent_palace(&mut options, |u| u.id.0 == bot_id);
    }
    Command {
        user: user_of(&i.user, i.member.as_deref().and_then(|m| m.nick.as_deref())),
        place: place_of(i.channel_id),
        server: server_of(i.guild_id),
        name: i.data.name.clone(),
        options,
        locale: crate::model::Language::from_locale(&i.locale),
        server_locale: i
            .guild_locale
            .as_deref()
            .and_then(crate::model::Language::from_locale),
        manages_server: manages_server(i.member.as_deref()),
        roles: roles_of(i.member.as_deref()),
        place_answers_only: super::answers_only(
            i.context,
            &i.authorizing_integration_owners,
            i.guild_id,
        ),
    }
}

/// The roles (ids) a member holds in the interaction's server.
pub(crate) fn roles_of(member: Option<&serenity::Member>) -> Vec<String> {
    member
        .map(|m| m.roles.iter().map(|r| r.to_string()).collect())
        .unwrap_or_default()
}

/// Whether a member may manage their server: Discord gives their permissions in the
/// interaction's channel with the interaction (an administrator has every permission).
pub(crate) fn manages_server(member: Option<&serenity::Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.administrator())
}

fn option_value(o: &ResolvedOption<'_>) -> Option<(String, OptionValue)> {
    let value = match &o.value {
        ResolvedValue::String(s) => OptionValue::Text((*s).to_owned()),
        ResolvedValue::Integer(n) => OptionValue::Text(n.to_string()),
        ResolvedValue::Number(n) => OptionValue::Text(n.to_string()),
        ResolvedValue::Boolean(b) => OptionValue::Text(b.to_string()),
        ResolvedValue::User(u, member) => {
            OptionValue::User(user_of(u, member.and_then(|m| m.nick.as_deref())))
        }
        ResolvedValue::Autocomplete { value, .. } => OptionValue::Text((*value).to_owned()),
        ResolvedValue::Role(r) => OptionValue::Text(r.id.to_string()),
        _ => return None,
    };
    Some((o.name.to_owned(), value))
}

/// Runs one slash command: within the author's limits, acknowledge first (within
/// Discord's 3 seconds, whatever the store or the pictures take), then the service on the
/// command's lane, then the answers, then Palace's turn if the command left it one.
async fn run(ctx: AppContext<'_>) -> Result<(), Error> {
    let cmd = command_of(&ctx, ctx.args);
    let private = commands::command(&cmd.name).is_some_and(|c| c.private);
    run_command(ctx, cmd, private).await
}

/// `/challenge opponent:` the member a user command was used on.
fn challenge_of(ctx: &AppContext<'_>, member: &serenity::User) -> Command {
    let i = ctx.interaction;
    let nick = i
        .data
        .resolved
        .members
        .get(&member.id)
        .and_then(|m| m.nick.as_deref());
    let mut options = vec![(
        "opponent".to_owned(),
        OptionValue::User(user_of(member, nick)),
    )];
    let bot_id = ctx.framework().bot_id().to_string();
    commands::opponent_palace(&mut options, |u| u.id.0 == bot_id);
    Command {
        name: Verb::Challenge.name().to_owned(),
        options,
        ..command_of(ctx, &[])
    }
}

/// Runs one command given by an interaction (acknowledged privately if `private`).
async fn run_command(ctx: AppContext<'_>, cmd: Command, private: bool) -> Result<(), Error> {
    let bot = ctx.data();
    let Some(_busy) = bot.gate.enter() else {
        let reader = Reader::of(cmd.locale.unwrap_or_default());
        return say_privately(ctx, &voice::words_for(reader, &Said::Restarting)).await;
    };
    let i = ctx.interaction;
    let admitted = match admission::admit(bot, &cmd) {
        Ok(a) => a,
        Err(refusal) => {
            let limit = FrontSaid::Limit(refusal);
            let refusal = super::words_to(&bot.service, &cmd.user.id, cmd.locale, limit).await;
            return say_privately(ctx, &refusal).await;
        }
    };
    let http = &ctx.serenity_context().http;
    super::outgoing::retry("defer", || async {
        if private {
            i.defer_ephemeral(http).await
        } else {
            i.defer(http).await
        }
    })
    .await?;
    ctx.has_sent_initial_response
        .store(true, std::sync::atomic::Ordering::SeqCst);
    if admitted.ahead() > 0 {
        // The deferred "thinking" says it waits; the answer replaces it.
        let queued = FrontSaid::Queued {
            ahead: admitted.ahead(),
        };
        let queued = super::words_to(&bot.service, &cmd.user.id, cmd.locale, queued).await;
        let note = EditInteractionResponse::new().content(queued);
        if let Err(e) =
            super::outgoing::retry("queued", || note.clone().execute(http, &i.token)).await
        {
            tracing::warn!(error = %e, "cannot say that a command is queued");
        }
    }
    let author = cmd.user.id.clone();
    let cmd_locale = cmd.locale;
    let answers_only = cmd.place_answers_only;
    let handled = admission::run(bot, admitted, cmd).await?;
    let mut reply = Reply::new(
        i.token.clone(),
        i.channel_id,
        threads_allowed(i.guild_id, i.channel.as_ref()),
        if private {
            Deferral::Private
        } else {
            Deferral::Public
        },
        i.user.id,
        cmd_locale,
    );
    reply.answers_only = answers_only;
    let ended = crate::service::ended_games(&handled.messages);
    deliver(
        http,
        &bot.service,
        &bot.outbox,
        handled.messages,
        Answering::Interaction(&reply),
    )
    .await;
    bot.reviewer.review(http, ended);
    if let Some(game) = handled.engine_game {
        bot.palace.play(http, game, author);
    }
    Ok(())
}

/// Answers the interaction at once with a message only its author sees.
async fn say_privately(ctx: AppContext<'_>, text: &str) -> Result<(), Error> {
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

/// `/move`'s suggestions for what is typed so far.
fn suggest<'a>(
    ctx: AppContext<'a>,
    typed: &'a str,
) -> futures::future::BoxFuture<'a, CreateAutocompleteResponse> {
    Box::pin(async move {
        let mut cmd = command_of(&ctx, ctx.args);
        // Admitted like any request, on a rate of its own: beyond it, no suggestions.
        if !ctx.data().quotas.suggestion(&cmd.user.id) {
            return CreateAutocompleteResponse::new();
        }
        cmd.options.retain(|(n, _)| n != "text");
        cmd.options
            .push(("text".to_owned(), OptionValue::Text(typed.to_owned())));
        let service = ctx.data().service.clone();
        let at = ctx.data().clock.now();
        let moves = super::work::run(move || service.suggest_moves(&cmd, at))
            .await
            .unwrap_or_default();
        CreateAutocompleteResponse::new().set_choices(
            moves
                .into_iter()
                .take(MAX_SUGGESTIONS)
                .map(|m| AutocompleteChoice::new(m.clone(), m))
                .collect(),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_service_command_is_registered_with_its_options() {
        let mut registered = registration();
        // Last, the user command "Challenge to a game…": a name, no description, no options.
        let member = serde_json::to_value(registered.pop().unwrap()).unwrap();
        assert_eq!(
            (&member["name"], &member["type"]),
            (&"Challenge to a game…".into(), &2.into())
        );
        assert!(member["options"].as_array().is_none_or(Vec::is_empty));
        assert_eq!(member["name_localizations"]["zh-CN"], "发起对局挑战…");
        assert_eq!(registered.len(), COMMANDS.len());
        for (c, r) in COMMANDS.iter().zip(&registered) {
            let json = serde_json::to_value(r).unwrap();
            assert_eq!(json["name"], c.name());
            let options = json["options"].as_array().cloned().unwrap_or_default();
            assert_eq!(options.len(), c.options.len(), "/{}", c.name());
            let required: Vec<bool> = options.iter().map(|j| j["required"] == true).collect();
            assert!(
                required.is_sorted_by(|a, b| a >= b),
                "/{}: required first",
                c.name()
            );
            for j in &options {
                let o = c.options.iter().find(|o| j["name"] == o.name).unwrap();
                assert_eq!(j["name"], o.name);
                assert_eq!(j["required"], o.required);
                if let Kind::Choice(words) = o.kind {
                    let values: Vec<&str> = j["choices"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|c| c["value"].as_str().unwrap())
                        .collect();
                    assert_eq!(values, words);
                }
            }
        }
        let mv = serde_json::to_value(&registered[4]).unwrap();
        assert_eq!(mv["name"], "move");
        assert_eq!(mv["options"][0]["autocomplete"], true);
    }

    #[test]
    fn integer_bounds_stay_within_discords_range() {
        let limit = crate::service::spec::MAX_INTEGER;
        for r in registration() {
            let json = serde_json::to_value(&r).unwrap();
            for o in json["options"].as_array().into_iter().flatten() {
                for key in ["min_value", "max_value"] {
                    if let Some(v) = o.get(key).filter(|v| !v.is_null()) {
                        let v = v.as_i64().unwrap_or(i64::MAX);
                        assert!(
                            v.abs() <= limit,
                            "{} {}: {key} {v}",
                            json["name"],
                            o["name"]
                        );
                    }
                }
            }
        }
        let mv = serde_json::to_value(&registration()[4]).unwrap();
        let game = &mv["options"][1];
        assert_eq!(
            (&game["name"], &game["min_value"]),
            (&"game".into(), &1.into())
        );
        assert!(
            game["max_value"].is_null(),
            "game numbers are open-ended: {game}"
        );
    }

    #[test]
    fn poise_knows_the_same_commands() {
        let mut poise = commands();
        let member = poise.pop().unwrap();
        assert_eq!(
            member.context_menu_name.as_deref(),
            Some("Challenge to a game…")
        );
        let names: Vec<String> = poise.iter().map(|c| c.name.to_string()).collect();
        let spec_names: Vec<&str> = COMMANDS.iter().map(|c| c.name()).collect();
        assert_eq!(names, spec_names);
    }
}
