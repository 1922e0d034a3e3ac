//! Buttons: each click gives the command written in its `custom_id`, as the clicker, in
//! the channel it was clicked in. Steps that cannot be undone (resigning) ask first, in a
//! message only the clicker sees.

use poise::serenity_prelude as serenity;
use serenity::{
    Builder, ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseMessage,
    EditInteractionResponse,
};

use super::admission;
use super::buttons::{self, Click};
use super::deliver::{Answering, Deferral, Reply, deliver, threads_allowed};
use super::outgoing::{retry, rows};
use super::work::Failed;
use super::{Bot, place_of, server_of, user_of};
use crate::service::command::Command;
use crate::service::commands;
use crate::service::message::{Action, ActionStyle, Audience, Label, Message};
use crate::service::said::{FrontSaid, Said};
use crate::voice::{self, Button};

/// Handles one click.
pub async fn click(
    ctx: &serenity::Context,
    bot: &Bot,
    c: &ComponentInteraction,
) -> Result<(), serenity::Error> {
    let locale = crate::model::Language::from_locale(&c.locale);
    let Some(_busy) = bot.gate.enter() else {
        let reader = voice::reader::Reader::of(locale.unwrap_or_default());
        let restarting = voice::words_for(reader, &Said::Restarting);
        return answer(ctx, c, &restarting, Vec::new()).await;
    };
    // Palace's own words to the clicker are worded for them.
    let clicker = crate::model::UserId(c.user.id.to_string());
    // The people a button names, as Discord knows them now (a challenge's opponent).
    let mut people = Vec::new();
    for id in buttons::people(&c.data.custom_id) {
        match serenity::UserId::new(id).to_user(ctx).await {
            Ok(u) => people.push((id, user_of(&u, None))),
            Err(e) => tracing::info!(error = %e, user = id, "a button names someone not found"),
        }
    }
    let person = |id: u64| {
        people
            .iter()
            .find(|(i, _)| *i == id)
            .map(|(_, u)| u.clone())
    };
    let request = match buttons::parse(&c.data.custom_id, person) {
        None => {
            let unknown =
                super::words_to(&bot.service, &clicker, locale, Said::UnknownButton).await;
            return answer(ctx, c, &unknown, Vec::new()).await;
        }
        Some(Click::Confirm(request)) => {
            let yes = Action::new(
                Label::Yes(request.verb()),
                ActionStyle::Danger,
                request.clone(),
            );
            let reader = super::reader_of(&bot.service, &clicker, locale).await;
            let (question, yes) = voice::reader::as_read_by(reader, || {
                (voice::question(&request), voice::button(yes))
            });
            return answer(ctx, c, &question, vec![yes]).await;
        }
        Some(Click::Run(request)) => request,
    };
    let user = user_of(&c.user, c.member.as_ref().and_then(|m| m.nick.as_deref()));
    let cmd = Command {
        locale,
        server_locale: c
            .guild_locale
            .as_deref()
            .and_then(crate::model::Language::from_locale),
        manages_server: super::slash::manages_server(c.member.as_ref()),
        roles: super::slash::roles_of(c.member.as_ref()),
        place_answers_only: super::answers_only(
            c.context,
            &c.authorizing_integration_owners,
            c.guild_id,
        ),
        ..Command::of(
            user,
            place_of(c.channel_id),
            server_of(c.guild_id),
            &request,
        )
    };
    let admitted = match admission::admit(bot, &cmd) {
        Ok(a) => a,
        Err(refusal) => {
            let limit = FrontSaid::Limit(refusal);
            let refusal = super::words_to(&bot.service, &clicker, locale, limit).await;
            return answer(ctx, c, &refusal, Vec::new()).await;
        }
    };
    let answers_only = cmd.place_answers_only;
    let http = &ctx.http;
    retry("acknowledge", || {
        c.create_response(http, CreateInteractionResponse::Acknowledge)
    })
    .await?;
    let name = request.verb().name();
    let ran = admission::run(bot, admitted, cmd).await;
    let engine_game = ran.as_ref().ok().and_then(|h| h.engine_game);
    let reader = match &ran {
        Ok(_) => voice::reader::Reader::default(),
        // A rare failure, told in the clicker's words.
        Err(_) => super::reader_of(&bot.service, &clicker, locale).await,
    };
    let mut messages = answers_of(ran.map(|h| h.messages), (&clicker, reader), name);
    let definition = Some(commands::definition(request.verb()));
    if definition.is_some_and(|d| d.private_when_clicked) {
        for m in &mut messages {
            if matches!(m.audience, Audience::Public(_)) {
                m.audience = Audience::Reply(clicker.clone());
            }
        }
    }
    let went_through = !messages.iter().any(|m| m.error);
    let mut reply = Reply::new(
        c.token.clone(),
        c.channel_id,
        threads_allowed(c.guild_id, c.channel.as_ref()),
        Deferral::Click,
        c.user.id,
        locale,
    );
    reply.clicked = Some(c.message.id);
    reply.answers_only = answers_only;
    let ended = crate::service::ended_games(&messages);
    deliver(
        http,
        &bot.service,
        &bot.outbox,
        messages,
        Answering::Interaction(&reply),
    )
    .await;
    bot.reviewer.review(http, ended);
    if let Some(game) = engine_game {
        bot.palace.play(http, game, clicker.clone());
    }
    if went_through && definition.is_some_and(|d| d.answered_once) {
        let edit = EditInteractionResponse::new().components(Vec::new());
        retry("take buttons off", || edit.clone().execute(http, &c.token)).await?;
    }
    Ok(())
}

/// Answers a click at once with a message only the clicker sees.
async fn answer(
    ctx: &serenity::Context,
    c: &ComponentInteraction,
    text: &str,
    buttons: Vec<Button>,
) -> Result<(), serenity::Error> {
    let response = CreateInteractionResponseMessage::new()
        .content(text)
        .components(rows(&buttons))
        .ephemeral(true);
    retry("answer click", || {
        c.create_response(
            &ctx.http,
            CreateInteractionResponse::Message(response.clone()),
        )
    })
    .await
}

/// What a click is answered with: the service's messages, or — when the command failed
/// inside Palace (a panic on its worker) — a private error to the clicker, logged, which
/// leaves the buttons where they were (nothing went through that they could answer).
fn answers_of(
    ran: Result<Vec<Message>, Failed>,
    (clicker, reader): (&crate::model::UserId, voice::reader::Reader),
    command: &str,
) -> Vec<Message> {
    match ran {
        Ok(messages) => messages,
        Err(e) => {
            tracing::error!(error = %e, command, "a button's command failed inside Palace");
            let mut failed = Message::refusal(
                clicker,
                crate::service::said::Refusal::FailedInside(command.to_owned()),
            );
            failed.reader = reader;
            vec![failed]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_command_that_fails_inside_palace_answers_the_clicker() {
        let clicker = crate::model::UserId("7".into());
        let failed = crate::discord::work::run(|| -> Vec<Message> { panic!("boom") }).await;
        let reader = voice::reader::Reader::default();
        let out = crate::voice::speak_all(answers_of(failed, (&clicker, reader), "resign"));
        assert_eq!(out.len(), 1);
        assert!(out[0].error, "a refusal keeps the buttons");
        assert_eq!(out[0].audience, Audience::Reply(clicker.clone()));
        assert!(
            out[0].text.starts_with("Palace failed on /resign"),
            "{}",
            out[0].text
        );
        // Worded for the clicker.
        let failed = crate::discord::work::run(|| -> Vec<Message> { panic!("boom") }).await;
        let ja = voice::reader::Reader::of(crate::model::Language::Japanese);
        let out = crate::voice::speak_all(answers_of(failed, (&clicker, ja), "resign"));
        assert!(
            out[0]
                .text
                .contains("Palaceは /resign の処理に失敗しました"),
            "{}",
            out[0].text
        );
        let fine = crate::discord::work::run(Vec::<Message>::new).await;
        assert!(answers_of(fine, (&clicker, reader), "resign").is_empty());
    }
}
