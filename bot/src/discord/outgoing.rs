//! A service [`Message`] as Discord builders (text with the ping, the picture as an
//! attachment, the buttons), and retrying Discord calls that failed for a moment.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateInteractionResponseFollowup, CreateMessage, EditInteractionResponse,
};

use super::buttons;
use crate::service::types::{Action, ActionStyle, Message};

/// Discord's limit on a message's text.
const MAX_CONTENT: usize = 2000;

/// What one message shows, ready for any of Discord's builders.
#[derive(Clone, Debug)]
pub struct Outgoing {
    /// The text, with the ping in front and cut to Discord's limit.
    pub content: String,
    /// The picture.
    pub file: Option<CreateAttachment>,
    /// The buttons, in rows of at most five.
    pub rows: Vec<CreateActionRow>,
    /// Whom the text may ping.
    pub mentions: CreateAllowedMentions,
}

impl Outgoing {
    /// The Discord form of `m`.
    pub fn of(m: &Message) -> Outgoing {
        let mut content = String::new();
        let mut pinged = Vec::new();
        if let Some(user) = &m.ping
            && let Ok(id) = user.0.parse::<u64>()
        {
            content.push_str(&format!("<@{id}> "));
            pinged.push(serenity::UserId::new(id));
        }
        content.push_str(&m.text);
        Outgoing {
            content: clip(content),
            file: m
                .picture
                .as_ref()
                .map(|p| CreateAttachment::bytes(p.bytes.clone(), p.file_name.clone())),
            rows: rows(&m.actions),
            mentions: CreateAllowedMentions::new().users(pinged),
        }
    }

    /// A plain text.
    pub fn text(text: impl Into<String>) -> Outgoing {
        Outgoing {
            content: clip(text.into()),
            file: None,
            rows: Vec::new(),
            mentions: CreateAllowedMentions::new(),
        }
    }

    /// As a channel message.
    pub fn message(&self) -> CreateMessage {
        let mut b = CreateMessage::new()
            .content(&self.content)
            .allowed_mentions(self.mentions.clone())
            .components(self.rows.clone());
        if let Some(f) = &self.file {
            b = b.add_file(f.clone());
        }
        b
    }

    /// As the edit of a deferred interaction response.
    pub fn edit(&self) -> EditInteractionResponse {
        let mut b = EditInteractionResponse::new()
            .content(&self.content)
            .allowed_mentions(self.mentions.clone())
            .components(self.rows.clone());
        if let Some(f) = &self.file {
            b = b.new_attachment(f.clone());
        }
        b
    }

    /// As a follow-up of an interaction.
    pub fn followup(&self, ephemeral: bool) -> CreateInteractionResponseFollowup {
        let mut b = CreateInteractionResponseFollowup::new()
            .content(&self.content)
            .allowed_mentions(self.mentions.clone())
            .components(self.rows.clone())
            .ephemeral(ephemeral);
        if let Some(f) = &self.file {
            b = b.add_file(f.clone());
        }
        b
    }
}

/// Cuts a text to Discord's limit, at a character boundary, saying so.
fn clip(mut text: String) -> String {
    if text.chars().count() <= MAX_CONTENT {
        return text;
    }
    let cut: String = text.chars().take(MAX_CONTENT - 2).collect();
    text = cut;
    text.push_str(" …");
    text
}

/// Buttons in rows of five.
pub fn rows(actions: &[Action]) -> Vec<CreateActionRow> {
    actions
        .chunks(5)
        .map(|chunk| CreateActionRow::Buttons(chunk.iter().map(button).collect()))
        .collect()
}

fn button(a: &Action) -> CreateButton {
    CreateButton::new(buttons::custom_id(a))
        .label(&a.label)
        .style(match a.style {
            ActionStyle::Primary => ButtonStyle::Primary,
            ActionStyle::Secondary => ButtonStyle::Secondary,
            ActionStyle::Danger => ButtonStyle::Danger,
        })
}

/// Discord's code in a failed call's answer (50007: cannot send to this user), if any.
pub fn discord_code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => Some(r.error.code),
        _ => None,
    }
}

fn status(e: &serenity::Error) -> Option<u16> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            Some(r.status_code.as_u16())
        }
        _ => None,
    }
}

/// Whether a call may succeed when made again: rate limits, Discord's own failures and
/// connections that broke.
fn passing(e: &serenity::Error) -> bool {
    match status(e) {
        Some(s) => s == 429 || s >= 500,
        None => matches!(e, serenity::Error::Http(serenity::HttpError::Request(_))),
    }
}

/// Makes a Discord call, again after a short wait while it fails for a passing reason
/// (429 or 5xx), up to five times in about four seconds. With Discord's own rate limiter
/// in front (the normal case) a 429 is rare; without it (a test API base) this is what
/// keeps a message from being lost.
pub async fn retry<T, F, Fut>(what: &str, mut call: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let mut wait = Duration::from_millis(100);
    let mut attempt = 1;
    loop {
        match call().await {
            Ok(v) => return Ok(v),
            Err(e) if attempt < 5 && passing(&e) => {
                tracing::warn!(%what, attempt, error = %e, "discord call failed; trying again");
                tokio::time::sleep(wait).await;
                wait *= 2;
                attempt += 1;
            }
            Err(e) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::types::{Picture, UserId};

    #[test]
    fn the_ping_comes_first_and_only_the_pinged_user_is_allowed() {
        let m = Message::public(&crate::service::types::Place("<#1>".into()), "Your move")
            .with_ping(&UserId("42".into()));
        let o = Outgoing::of(&m);
        assert_eq!(o.content, "<@42> Your move");
        let json = serde_json::to_value(&o.mentions).unwrap();
        assert_eq!(json["users"], serde_json::json!(["42"]));
    }

    #[test]
    fn long_texts_are_cut_to_the_limit() {
        let o = Outgoing::text("é".repeat(2500));
        assert_eq!(o.content.chars().count(), MAX_CONTENT);
        assert!(o.content.ends_with('…'));
    }

    #[test]
    fn pictures_become_attachments_and_actions_rows_of_five() {
        let m = Message::reply(&UserId("1".into()), "x")
            .with_picture(Some(Picture {
                file_name: "game-1.png".into(),
                bytes: vec![1, 2, 3],
                text_board: String::new(),
            }))
            .with_actions(
                (0..7)
                    .map(|i| Action::new(&format!("b{i}"), ActionStyle::Primary, "board", &[]))
                    .collect(),
            );
        let o = Outgoing::of(&m);
        assert_eq!(o.file.as_ref().unwrap().filename, "game-1.png");
        assert_eq!(o.rows.len(), 2);
    }
}
