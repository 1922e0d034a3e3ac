//! A voiced message ([`Spoken`]) as Discord builders (text with the ping, the picture as an
//! attachment, the buttons), and retrying Discord calls that failed for a moment.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateInteractionResponseFollowup, CreateMessage, EditInteractionResponse,
};

use super::buttons;
use crate::service::message::ActionStyle;
use crate::voice::{Button, PageLink, Spoken};

/// Discord's limit on a message's text.
const MAX_CONTENT: usize = 2000;

/// What one Discord message shows, ready for any of Discord's builders.
#[derive(Clone, Debug)]
pub struct Outgoing {
    /// The text (with the ping in front, on the first part of a long message).
    pub content: String,
    /// The pictures, in order (Discord takes up to ten a message).
    pub files: Vec<CreateAttachment>,
    /// The buttons, in rows of at most five.
    pub rows: Vec<CreateActionRow>,
    /// Whom the text may ping.
    pub mentions: CreateAllowedMentions,
}

impl Outgoing {
    /// The Discord form of `m`: one message, or several in a row when its text is longer
    /// than Discord allows in one ([`split`]: between paragraphs or lines, never cut). The
    /// ping leads the first; the picture and the buttons come with the last.
    pub fn of(m: &Spoken) -> Vec<Outgoing> {
        let mut content = String::new();
        let mut pinged = Vec::new();
        if let Some(user) = &m.ping
            && let Ok(id) = user.0.parse::<u64>()
        {
            content.push_str(&format!("<@{id}> "));
            pinged.push(serenity::UserId::new(id));
        }
        content.push_str(&m.text);
        let mut parts: Vec<Outgoing> = split(&content, MAX_CONTENT)
            .into_iter()
            .enumerate()
            .map(|(i, text)| Outgoing {
                content: text,
                files: Vec::new(),
                rows: Vec::new(),
                // The ping is written at the start: only the first part may ping.
                mentions: if i == 0 {
                    CreateAllowedMentions::new().users(pinged.clone())
                } else {
                    CreateAllowedMentions::new()
                },
            })
            .collect();
        if let Some(last) = parts.last_mut() {
            last.files = m
                .pictures()
                .map(|p| CreateAttachment::bytes(p.bytes.clone(), p.file_name.clone()))
                .collect();
            last.rows = rows(&m.actions);
            if let Some(page) = &m.page {
                add_link(&mut last.rows, page);
            }
        }
        parts
    }

    /// A short plain text (a note of Palace's own, well within one message).
    pub fn text(text: impl Into<String>) -> Outgoing {
        let content = text.into();
        debug_assert!(content.chars().count() <= MAX_CONTENT);
        Outgoing {
            content,
            files: Vec::new(),
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
        for f in &self.files {
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
        for f in &self.files {
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
        for f in &self.files {
            b = b.add_file(f.clone());
        }
        b
    }
}

/// A text in pieces of at most `limit` characters, so that nothing Palace says is cut: each
/// piece ends at the last paragraph break that fits, else the last line break, else the
/// last space (a piece with none is broken at the limit). A code block that a break falls
/// into is closed at the end of its piece and opened again at the start of the next.
pub fn split(text: &str, limit: usize) -> Vec<String> {
    const FENCE: &str = "```";
    let mut pieces = Vec::new();
    let mut rest = text.to_owned();
    // The line that opened the code block the previous piece ended in (```text), if any.
    let mut reopen: Option<String> = None;
    loop {
        if let Some(open) = reopen.take() {
            rest = format!("{open}\n{rest}");
        }
        if rest.chars().count() <= limit {
            pieces.push(rest);
            return pieces;
        }
        // Room for closing a code block at the end of the piece.
        let room = limit - (FENCE.len() + 1);
        let head: String = rest.chars().take(room).collect();
        let cut = ["\n\n", "\n", " "]
            .iter()
            .find_map(|b| head.rfind(b).filter(|&i| i > 0).map(|i| (i, b.len())))
            .unwrap_or((head.len(), 0));
        let mut piece = rest[..cut.0].trim_end().to_owned();
        rest = rest[cut.0 + cut.1..].trim_start_matches('\n').to_owned();
        if let Some(open) = open_fence(&piece) {
            piece.push('\n');
            piece.push_str(FENCE);
            reopen = Some(open);
        }
        pieces.push(piece);
    }
}

/// The line that opened a code block `text` leaves open, if it leaves one open.
fn open_fence(text: &str) -> Option<String> {
    let mut open = None;
    for line in text.lines() {
        if let Some(lang) = line.trim_start().strip_prefix("```") {
            open = match open {
                None => Some(format!("```{}", lang.trim())),
                Some(_) => None,
            };
        }
    }
    open
}

/// Buttons in rows of five.
pub fn rows(buttons: &[Button]) -> Vec<CreateActionRow> {
    buttons
        .chunks(5)
        .map(|chunk| CreateActionRow::Buttons(chunk.iter().map(button).collect()))
        .collect()
}

/// The link button to a game's page, after the message's own buttons (in their last row
/// when it has room, Discord's rows holding five).
fn add_link(rows: &mut Vec<CreateActionRow>, page: &PageLink) {
    let link = CreateButton::new_link(&page.url).label(&page.label);
    if let Some(CreateActionRow::Buttons(last)) = rows.last_mut()
        && last.len() < 5
    {
        last.push(link);
        return;
    }
    rows.push(CreateActionRow::Buttons(vec![link]));
}

fn button(b: &Button) -> CreateButton {
    CreateButton::new(buttons::custom_id(&b.action))
        .label(&b.label)
        .style(match b.style {
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
    use crate::model::UserId;
    use crate::service::message::{Action, Label, Message, Picture};
    use crate::service::request::Request;
    use crate::service::said::FrontSaid;
    use crate::voice::speak;

    #[test]
    fn the_ping_comes_first_and_only_the_pinged_user_is_allowed() {
        let mut m = speak(
            Message::public(
                &crate::model::Place("<#1>".into()),
                None,
                FrontSaid::Done { elsewhere: None },
            )
            .with_ping(&UserId("42".into())),
        );
        m.text = "Your move".into();
        let o = &Outgoing::of(&m)[0];
        assert_eq!(o.content, "<@42> Your move");
        let json = serde_json::to_value(&o.mentions).unwrap();
        assert_eq!(json["users"], serde_json::json!(["42"]));
    }

    #[test]
    fn long_texts_are_split_between_paragraphs_and_nothing_is_lost() {
        let paragraphs: Vec<String> = (0..6)
            .map(|i| format!("Paragraph {i}. {}", "word ".repeat(120).trim_end()))
            .collect();
        let text = paragraphs.join("\n\n");
        let mut m = speak(
            Message::public(
                &crate::model::Place("<#1>".into()),
                None,
                FrontSaid::WentWrong,
            )
            .with_ping(&UserId("42".into()))
            .with_actions(vec![Action::new(
                Label::Board,
                ActionStyle::Primary,
                Request::Board {
                    flip: false,
                    game: None,
                },
            )]),
        );
        m.text = text.clone();
        let parts = Outgoing::of(&m);
        assert!(parts.len() >= 2);
        for p in &parts {
            assert!(p.content.chars().count() <= MAX_CONTENT);
            assert!(p.content.starts_with("<@42> ") || p.content.starts_with("Paragraph"));
        }
        let joined: Vec<&str> = parts.iter().map(|p| p.content.as_str()).collect();
        assert_eq!(joined.join("\n\n"), format!("<@42> {text}"));
        // The ping is allowed where it is written, the buttons come last.
        let users = |o: &Outgoing| serde_json::to_value(&o.mentions).unwrap()["users"].clone();
        assert_eq!(users(&parts[0]), serde_json::json!(["42"]));
        assert!(users(&parts[1]).as_array().is_none_or(Vec::is_empty));
        assert!(parts[0].rows.is_empty());
        assert_eq!(parts.last().unwrap().rows.len(), 1);
    }

    #[test]
    fn a_split_code_block_is_closed_and_opened_again() {
        let record: Vec<String> = (1..=400).map(|i| format!("{i}. C2=5 H8+7")).collect();
        let text = format!("Game 3\n```text\n{}\n```", record.join("\n"));
        let parts = split(&text, MAX_CONTENT);
        assert!(parts.len() >= 3);
        for p in &parts {
            assert!(p.chars().count() <= MAX_CONTENT, "{}", p.chars().count());
            assert_eq!(p.matches("```").count(), 2, "{p}");
        }
        let mut lines: Vec<&str> = parts.iter().flat_map(|p| p.lines()).collect();
        lines.retain(|l| !l.starts_with("```"));
        assert_eq!(lines.len(), 401, "every move and the heading");
        let one_word = "x".repeat(4500);
        let hard = split(&one_word, MAX_CONTENT);
        assert_eq!(hard.concat(), one_word);
    }

    #[test]
    fn pictures_become_attachments_and_actions_rows_of_five() {
        let m = Message::reply(&UserId("1".into()), FrontSaid::WentWrong)
            .with_picture(Some(Picture {
                file_name: "game-1.png".into(),
                bytes: vec![1, 2, 3],
                text_board: String::new(),
            }))
            .with_actions(
                (0..7)
                    .map(|i| {
                        Action::new(
                            Label::Board,
                            ActionStyle::Primary,
                            Request::Board {
                                flip: false,
                                game: Some(i),
                            },
                        )
                    })
                    .collect(),
            );
        let o = &Outgoing::of(&speak(m))[0];
        assert_eq!(o.files[0].filename, "game-1.png");
        assert_eq!(o.rows.len(), 2);
    }
}
