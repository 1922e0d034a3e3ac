//! Making and changing messages from checked bodies, shared by channel messages and
//! interaction responses.

use serde_json::{Value, json};

use crate::http_io::{ApiError, ReqLine, refuse};
use crate::state::{FileRec, Inner, MessageRec, Shared};
use crate::types::InteractionKind;
use crate::validate::{MessageBody, Problem, attachment_id};

/// What a new message answers.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Origin {
    /// The interaction it answers.
    pub(crate) interaction: Option<u64>,
    /// Whether it is the interaction's original response.
    pub(crate) initial: bool,
    /// A deferred response nobody filled in yet.
    pub(crate) loading: bool,
}

/// The files of a body as stored attachments, named as its `attachments` metadata says.
fn new_files(g: &mut Inner, line: &ReqLine, body: &MessageBody) -> Result<Vec<FileRec>, ApiError> {
    let meta = body.attachments.clone().unwrap_or_default();
    let mut out = Vec::new();
    for (n, f) in body.files.iter().enumerate() {
        let index = f.index.unwrap_or(n as u64);
        let m = meta.iter().find(|a| attachment_id(a) == Some(index));
        let name = m
            .and_then(|m| m.get("filename"))
            .and_then(Value::as_str)
            .unwrap_or(&f.filename);
        let description = m.and_then(|m| m.get("description")).and_then(Value::as_str);
        out.push(FileRec {
            id: g.ids.next(),
            name: name.to_owned(),
            data: f.data.clone(),
            content_type: f.content_type.clone(),
            description: description.map(str::to_owned),
        });
    }
    for (i, a) in meta.iter().enumerate() {
        let is_new = a.get("filename").is_some();
        let matched = body
            .files
            .iter()
            .enumerate()
            .any(|(n, f)| Some(f.index.unwrap_or(n as u64)) == attachment_id(a));
        if is_new && !matched {
            let p = Problem::form(
                &format!("attachments.{i}"),
                "ATTACHMENT_NOT_FOUND",
                "Attachment data not found",
            )
            .detail(format!("attachment metadata {a} without a files[n] part"));
            return Err(refuse(g, line, p));
        }
    }
    Ok(out)
}

/// Points `attachment://name` URLs of embeds at the attached file, as Discord does; a name
/// that is not attached is a violation.
fn resolve_embed_files(s: &Shared, g: &mut Inner, line: &ReqLine, m: &mut MessageRec) {
    let mut missing = Vec::new();
    for e in &mut m.embeds {
        for key in ["image", "thumbnail", "author", "footer"] {
            let field = if matches!(key, "author" | "footer") {
                "icon_url"
            } else {
                "url"
            };
            let Some(url) = e
                .get(key)
                .and_then(|o| o.get(field))
                .and_then(Value::as_str)
            else {
                continue;
            };
            let Some(name) = url.strip_prefix("attachment://") else {
                continue;
            };
            match m.files.iter().find(|f| f.name == name) {
                Some(f) => {
                    let real = format!(
                        "{}/attachments/{}/{}/{}",
                        s.api_base(),
                        m.channel_id,
                        f.id,
                        f.name
                    );
                    e[key][field] = json!(real);
                }
                None => missing.push(name.to_owned()),
            }
        }
    }
    for name in missing {
        g.violation(format!(
            "{}: an embed shows attachment://{name}, which is not attached",
            line.0
        ));
    }
}

/// Creates a message in `channel_id` (the caller checked the channel). Returns its id.
pub(crate) fn create(
    s: &Shared,
    g: &mut Inner,
    line: &ReqLine,
    channel_id: u64,
    body: &MessageBody,
    origin: Origin,
) -> Result<u64, ApiError> {
    if body.is_empty() && !origin.loading {
        let p = Problem::new(400, 50006, "Cannot send an empty message");
        return Err(refuse(g, line, p));
    }
    let files = new_files(g, line, body)?;
    let id = g.ids.next();
    let mut m = MessageRec::new(id, channel_id);
    m.content = body.content.clone().unwrap_or_default();
    m.embeds = body.embeds.clone().unwrap_or_default();
    m.components = body.components.clone().unwrap_or_default();
    m.flags = body.flags.unwrap_or(0);
    m.files = files;
    m.interaction = origin.interaction;
    m.initial = origin.initial;
    m.loading = origin.loading;
    if origin.loading {
        m.flags |= 128;
    }
    m.reference = body.reference.clone();
    let from_command = origin
        .interaction
        .and_then(|i| g.interactions.get(&i))
        .is_some_and(|i| i.kind != InteractionKind::Component);
    m.kind = if m.reference.is_some() {
        19
    } else if from_command {
        20
    } else {
        0
    };
    resolve_embed_files(s, g, line, &mut m);
    let ephemeral = m.flags & 64 != 0;
    g.keep_message(m);
    if !ephemeral {
        g.message_created(s, id);
    }
    Ok(id)
}

/// Applies an edit to message `id`. Returns whether the message was a deferred response
/// being filled in (which counts as its first showing, not an edit).
pub(crate) fn edit(
    s: &Shared,
    g: &mut Inner,
    line: &ReqLine,
    id: u64,
    body: &MessageBody,
) -> Result<bool, ApiError> {
    let added = new_files(g, line, body)?;
    let Some(old) = g.messages.get(&id).cloned() else {
        return Err(refuse(g, line, Problem::new(404, 10008, "Unknown Message")));
    };
    if old.author.is_some() {
        let p = Problem::new(403, 50005, "Cannot edit a message authored by another user");
        return Err(refuse(g, line, p));
    }
    let mut m = old.clone();
    if let Some(c) = &body.content {
        m.content.clone_from(c);
    }
    if let Some(e) = &body.embeds {
        m.embeds.clone_from(e);
    }
    if let Some(c) = &body.components {
        m.components.clone_from(c);
    }
    if let Some(f) = body.flags {
        // Only SUPPRESS_EMBEDS can change on an edit; ephemerality stays.
        m.flags = (m.flags & !4) | (f & 4);
    }
    if let Some(keep) = &body.attachments {
        let kept: Vec<u64> = keep
            .iter()
            .filter(|a| a.get("filename").is_none())
            .filter_map(attachment_id)
            .collect();
        m.files.retain(|f| kept.contains(&f.id));
    }
    m.files.extend(added);
    let filling = m.loading;
    m.loading = false;
    m.flags &= !128;
    if !filling {
        m.edited_timestamp = Some(crate::ids::timestamp());
    }
    let empty = m.content.trim().is_empty()
        && m.embeds.is_empty()
        && m.components.is_empty()
        && m.files.is_empty();
    if empty {
        return Err(refuse(
            g,
            line,
            Problem::new(400, 50006, "Cannot send an empty message"),
        ));
    }
    resolve_embed_files(s, g, line, &mut m);
    g.messages.insert(id, m);
    Ok(filling)
}
