//! Discord's rules for what a bot sends: message bodies, components, embeds, autocomplete
//! choices, modals and command registrations. A body that breaks one is a [`Problem`]: the
//! answer Discord would give, and a violation.

use std::collections::HashSet;

use serde_json::{Map, Value, json};
use serenity::model::application::ActionRow;
use serenity::model::channel::Embed;

/// A refusal: the HTTP answer and what to record.
#[derive(Clone, Debug)]
pub(crate) struct Problem {
    /// HTTP status.
    pub(crate) status: u16,
    /// Discord's JSON error code.
    pub(crate) code: u32,
    /// Discord's message.
    pub(crate) message: String,
    /// The `errors` tree of a 50035, if any.
    pub(crate) errors: Option<Value>,
    /// What went wrong, for the violation.
    pub(crate) detail: String,
}

impl Problem {
    /// A 400 50035 "Invalid Form Body" with one error at `path` (dot separated).
    pub(crate) fn form(path: &str, code: &str, message: &str) -> Problem {
        let mut tree = json!({"_errors": [{"code": code, "message": message}]});
        for key in path.rsplit('.') {
            let mut outer = Map::new();
            outer.insert(key.to_owned(), tree);
            tree = Value::Object(outer);
        }
        Problem {
            status: 400,
            code: 50035,
            message: "Invalid Form Body".to_owned(),
            errors: Some(tree),
            detail: format!("invalid form body: {path}: {message}"),
        }
    }

    /// Any other refusal.
    pub(crate) fn new(status: u16, code: u32, message: &str) -> Problem {
        Problem {
            status,
            code,
            message: message.to_owned(),
            errors: None,
            detail: format!("{status} {code} {message}"),
        }
    }

    /// The same refusal with a more telling violation text.
    pub(crate) fn detail(mut self, detail: impl Into<String>) -> Problem {
        self.detail = detail.into();
        self
    }
}

/// A file part of a multipart body.
#[derive(Clone, Debug)]
pub(crate) struct FilePart {
    /// `n` of `files[n]` (`None` for a part named `file`).
    pub(crate) index: Option<u64>,
    /// The part's file name.
    pub(crate) filename: String,
    /// The part's content type.
    pub(crate) content_type: Option<String>,
    /// The bytes.
    pub(crate) data: Vec<u8>,
}

impl FilePart {
    /// The multipart part's name: `files[n]`, or `file`.
    pub(crate) fn part_name(&self) -> String {
        self.index
            .map_or_else(|| "file".to_owned(), |n| format!("files[{n}]"))
    }
}

/// A message body (create, edit, interaction response), checked.
#[derive(Clone, Debug, Default)]
pub(crate) struct MessageBody {
    /// `content`, if the key was there (`null` reads as empty).
    pub(crate) content: Option<String>,
    /// `embeds`, if the key was there.
    pub(crate) embeds: Option<Vec<Value>>,
    /// `components`, if the key was there.
    pub(crate) components: Option<Vec<Value>>,
    /// `flags`, if the key was there.
    pub(crate) flags: Option<u64>,
    /// `attachments` (metadata of new files and ids of kept ones), if the key was there.
    pub(crate) attachments: Option<Vec<Value>>,
    /// The uploaded files.
    pub(crate) files: Vec<FilePart>,
    /// `message_reference`, if any.
    pub(crate) reference: Option<Value>,
    /// Whether stickers or a poll were sent (enough for a message not to be empty).
    pub(crate) other_content: bool,
}

impl MessageBody {
    /// Whether the body would make an empty message on its own.
    pub(crate) fn is_empty(&self) -> bool {
        self.content.as_deref().is_none_or(|c| c.trim().is_empty())
            && self.embeds.as_ref().is_none_or(Vec::is_empty)
            && self.components.as_ref().is_none_or(Vec::is_empty)
            && self.files.is_empty()
            && !self.other_content
    }
}

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

fn too_long(path: &str, max: usize) -> Problem {
    Problem::form(
        path,
        "BASE_TYPE_MAX_LENGTH",
        &format!("Must be {max} or fewer in length."),
    )
}

/// Checks a message body. `ephemeral_ok`: the body answers an interaction, where flag 64 is
/// allowed.
pub(crate) fn message_body(
    json: &Value,
    files: Vec<FilePart>,
    ephemeral_ok: bool,
) -> Result<MessageBody, Problem> {
    let Some(obj) = json.as_object() else {
        return Err(Problem::form(
            "_root",
            "DICT_TYPE_CONVERT",
            "Only dictionaries may be used in a DictType",
        ));
    };
    let mut body = MessageBody {
        files,
        ..MessageBody::default()
    };
    if let Some(c) = obj.get("content") {
        match c {
            Value::Null => body.content = Some(String::new()),
            Value::String(s) => {
                if s.chars().count() > 2000 {
                    return Err(too_long("content", 2000).detail(format!(
                        "content of {} characters (limit 2000)",
                        s.chars().count()
                    )));
                }
                body.content = Some(s.clone());
            }
            _ => {
                return Err(Problem::form(
                    "content",
                    "BASE_TYPE_STRING",
                    "Must be a string.",
                ));
            }
        }
    }
    if let Some(e) = obj.get("embeds").filter(|e| !e.is_null()) {
        body.embeds = Some(embeds(e)?);
    }
    if let Some(c) = obj.get("components").filter(|c| !c.is_null()) {
        body.components = Some(components(c)?);
    }
    if let Some(f) = obj.get("flags").filter(|f| !f.is_null()) {
        let Some(f) = f.as_u64() else {
            return Err(Problem::form(
                "flags",
                "NUMBER_TYPE_COERCE",
                "Value is not int.",
            ));
        };
        let allowed = 4 | 4096 | if ephemeral_ok { 64 } else { 0 };
        if f & !allowed != 0 {
            return Err(
                Problem::form("flags", "MESSAGE_FLAGS_INVALID", "Invalid flags.")
                    .detail(format!("message flags {f} (allowed here: {allowed})")),
            );
        }
        body.flags = Some(f);
    }
    if let Some(a) = obj.get("attachments").filter(|a| !a.is_null()) {
        let Some(list) = a.as_array() else {
            return Err(Problem::form(
                "attachments",
                "BASE_TYPE_LIST",
                "Must be a list.",
            ));
        };
        body.attachments = Some(list.clone());
    }
    if let Some(r) = obj.get("message_reference").filter(|r| !r.is_null()) {
        body.reference = Some(r.clone());
    }
    if let Some(m) = obj.get("allowed_mentions").filter(|m| !m.is_null()) {
        allowed_mentions(m)?;
        mentions_consistent(m, body.content.as_deref())?;
    }
    body.other_content = obj
        .get("sticker_ids")
        .and_then(Value::as_array)
        .is_some_and(|s| !s.is_empty())
        || obj.get("poll").is_some_and(|p| !p.is_null());
    check_files(&body)?;
    Ok(body)
}

/// `allowed_mentions` that says what the text does: every user or role it allows to be
/// pinged is mentioned in the content (else the bot thinks it pings someone it does not).
/// Not checked on an edit that leaves the text as is. (`replied_user` on a message that
/// replies to nothing is ignored by Discord, and poise sends it by default.)
fn mentions_consistent(m: &Value, content: Option<&str>) -> Result<(), Problem> {
    if let Some(text) = content {
        for (kind, forms) in [("users", &["<@", "<@!"][..]), ("roles", &["<@&"][..])] {
            let listed = m.get(kind).and_then(Value::as_array).into_iter().flatten();
            for id in listed.filter_map(|v| {
                v.as_str()
                    .map(str::to_owned)
                    .or(v.as_u64().map(|n| n.to_string()))
            }) {
                if !forms.iter().any(|f| text.contains(&format!("{f}{id}>"))) {
                    return Err(Problem::form(
                        &format!("allowed_mentions.{kind}"),
                        "MESSAGE_ALLOWED_MENTIONS_UNUSED",
                        "An allowed mention is not in the content.",
                    )
                    .detail(format!(
                        "allowed_mentions.{kind} lists {id}, which the content does not mention: {text:.80?}"
                    )));
                }
            }
        }
    }
    Ok(())
}

/// The `id` of an `attachments` entry: a kept file's snowflake, or a new file's index
/// (serenity writes it as a number).
pub(crate) fn attachment_id(a: &Value) -> Option<u64> {
    match a.get("id")? {
        Value::Number(n) => n.as_u64(),
        Value::String(s) => s.parse().ok(),
        _ => None,
    }
}

/// Every uploaded file is a `files[n]` part with its entry in `attachments` (`id` n); the
/// other direction, every new entry with its part, is checked where the files are stored.
/// A body with no `attachments` at all is Discord's older form of an upload, which it still
/// takes (the files keep their part's file name).
fn files_match_attachments(body: &MessageBody) -> Result<(), Problem> {
    let Some(entries) = body.attachments.as_deref() else {
        return Ok(());
    };
    for f in &body.files {
        let listed = f
            .index
            .is_some_and(|n| entries.iter().any(|a| attachment_id(a) == Some(n)));
        if !listed {
            return Err(Problem::form(
                "attachments",
                "ATTACHMENT_NOT_FOUND",
                "An uploaded file has no attachments entry.",
            )
            .detail(format!(
                "the file part {} ({}) has no entry with its index in attachments",
                f.part_name(),
                f.filename
            )));
        }
    }
    Ok(())
}

fn check_files(body: &MessageBody) -> Result<(), Problem> {
    let kept = body.attachments.as_ref().map_or(0, |a| {
        a.iter().filter(|a| a.get("filename").is_none()).count()
    });
    if body.files.len() + kept > 10 {
        return Err(too_long("attachments", 10).detail(format!(
            "{} attachments (limit 10)",
            body.files.len() + kept
        )));
    }
    for f in &body.files {
        if f.data.len() > crate::ATTACHMENT_SIZE_LIMIT {
            return Err(
                Problem::new(413, 40005, "Request entity too large").detail(format!(
                    "attachment {} of {} bytes (limit {})",
                    f.filename,
                    f.data.len(),
                    crate::ATTACHMENT_SIZE_LIMIT
                )),
            );
        }
        if f.filename.is_empty() {
            return Err(Problem::form(
                "files",
                "BASE_TYPE_REQUIRED",
                "A file needs a name.",
            ));
        }
    }
    files_match_attachments(body)?;
    Ok(())
}

fn allowed_mentions(m: &Value) -> Result<(), Problem> {
    let parse: Vec<&str> = m
        .get("parse")
        .and_then(Value::as_array)
        .map(|p| p.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    for p in &parse {
        if !["users", "roles", "everyone"].contains(p) {
            return Err(Problem::form(
                "allowed_mentions.parse",
                "BASE_TYPE_CHOICES",
                "Value must be one of {'users', 'roles', 'everyone'}.",
            ));
        }
    }
    for kind in ["users", "roles"] {
        let listed = m.get(kind).and_then(Value::as_array).map_or(0, Vec::len);
        if listed > 100 {
            return Err(too_long(&format!("allowed_mentions.{kind}"), 100));
        }
        if listed > 0 && parse.contains(&kind) {
            return Err(Problem::form(
                "allowed_mentions",
                "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
                &format!("parse:[\"{kind}\"] and {kind}: [ids] are mutually exclusive."),
            ));
        }
    }
    Ok(())
}

/// Checks embeds and reads them with serenity.
pub(crate) fn embeds(v: &Value) -> Result<Vec<Value>, Problem> {
    let Some(list) = v.as_array() else {
        return Err(Problem::form("embeds", "BASE_TYPE_LIST", "Must be a list."));
    };
    if list.len() > 10 {
        return Err(too_long("embeds", 10).detail(format!("{} embeds (limit 10)", list.len())));
    }
    if let Err(e) = serde_json::from_value::<Vec<Embed>>(v.clone()) {
        return Err(
            Problem::form("embeds", "MODEL_TYPE_CONVERT", "Invalid embed.")
                .detail(format!("embeds that serenity cannot read: {e}")),
        );
    }
    let mut total = 0;
    for (i, e) in list.iter().enumerate() {
        let limits = [
            ("title", 256),
            ("description", 4096),
            ("footer.text", 2048),
            ("author.name", 256),
        ];
        for (path, max) in limits {
            let value = path
                .split('.')
                .try_fold(e, |v, k| v.get(k))
                .unwrap_or(&Value::Null);
            total += chars(value);
            if chars(value) > max {
                return Err(too_long(&format!("embeds.{i}.{path}"), max));
            }
        }
        let fields = e
            .get("fields")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if fields.len() > 25 {
            return Err(too_long(&format!("embeds.{i}.fields"), 25));
        }
        for (j, f) in fields.iter().enumerate() {
            for (key, max) in [("name", 256), ("value", 1024)] {
                let n = chars(f.get(key).unwrap_or(&Value::Null));
                total += n;
                if n == 0 {
                    return Err(Problem::form(
                        &format!("embeds.{i}.fields.{j}.{key}"),
                        "BASE_TYPE_REQUIRED",
                        "This field is required",
                    ));
                }
                if n > max {
                    return Err(too_long(&format!("embeds.{i}.fields.{j}.{key}"), max));
                }
            }
        }
    }
    if total > 6000 {
        return Err(Problem::form(
            "embeds",
            "MAX_EMBED_SIZE_EXCEEDED",
            "Embed size exceeds maximum size of 6000",
        )
        .detail(format!(
            "embeds with {total} characters in all (limit 6000)"
        )));
    }
    Ok(list.clone())
}

/// Checks message components and reads them with serenity.
pub(crate) fn components(v: &Value) -> Result<Vec<Value>, Problem> {
    let Some(rows) = v.as_array() else {
        return Err(Problem::form(
            "components",
            "BASE_TYPE_LIST",
            "Must be a list.",
        ));
    };
    if rows.len() > 5 {
        return Err(
            too_long("components", 5).detail(format!("{} action rows (limit 5)", rows.len()))
        );
    }
    if let Err(e) = serde_json::from_value::<Vec<ActionRow>>(v.clone()) {
        return Err(Problem::form(
            "components",
            "UNION_TYPE_CHOICES",
            "Value of field \"type\" must be one of (1,).",
        )
        .detail(format!("components that serenity cannot read: {e}")));
    }
    let mut seen = HashSet::new();
    for (i, row) in rows.iter().enumerate() {
        if row.get("type").and_then(Value::as_u64) != Some(1) {
            return Err(Problem::form(
                &format!("components.{i}.type"),
                "UNION_TYPE_CHOICES",
                "Value of field \"type\" must be one of (1,).",
            ));
        }
        let items = row
            .get("components")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if items.is_empty() {
            return Err(Problem::form(
                &format!("components.{i}.components"),
                "BASE_TYPE_MIN_LENGTH",
                "Must be 1 or more in length.",
            ));
        }
        if items.len() > 5 {
            return Err(
                too_long(&format!("components.{i}.components"), 5).detail(format!(
                    "{} components in action row {i} (limit 5)",
                    items.len()
                )),
            );
        }
        for (j, c) in items.iter().enumerate() {
            let path = format!("components.{i}.components.{j}");
            component(c, &path, items.len())?;
            if let Some(id) = c.get("custom_id").and_then(Value::as_str)
                && !seen.insert(id.to_owned())
            {
                return Err(Problem::form(
                    &format!("{path}.custom_id"),
                    "COMPONENT_CUSTOM_ID_DUPLICATED",
                    "Component custom id cannot be duplicated",
                )
                .detail(format!("custom_id {id:?} used twice in one message")));
            }
        }
    }
    Ok(rows.clone())
}

fn component(c: &Value, path: &str, row_len: usize) -> Result<(), Problem> {
    let kind = c.get("type").and_then(Value::as_u64).unwrap_or(0);
    let custom_id = c.get("custom_id").and_then(Value::as_str);
    if let Some(id) = custom_id
        && (id.is_empty() || id.chars().count() > 100)
    {
        return Err(too_long(&format!("{path}.custom_id"), 100).detail(format!(
            "custom_id of {} characters (1 to 100)",
            id.chars().count()
        )));
    }
    match kind {
        2 => {
            let style = c.get("style").and_then(Value::as_u64).unwrap_or(0);
            let label = c.get("label").and_then(Value::as_str);
            if let Some(l) = label
                && l.chars().count() > 80
            {
                return Err(too_long(&format!("{path}.label"), 80).detail(format!(
                    "button label of {} characters (limit 80)",
                    l.chars().count()
                )));
            }
            if label.is_none_or(str::is_empty) && c.get("emoji").is_none_or(Value::is_null) {
                return Err(Problem::form(
                    &format!("{path}.label"),
                    "BASE_TYPE_REQUIRED",
                    "A button needs a label or an emoji.",
                ));
            }
            match style {
                1..=4 if custom_id.is_none() => Err(Problem::form(
                    &format!("{path}.custom_id"),
                    "BASE_TYPE_REQUIRED",
                    "This field is required",
                )),
                5 if c.get("url").and_then(Value::as_str).is_none() || custom_id.is_some() => {
                    Err(Problem::form(
                        &format!("{path}.url"),
                        "BUTTON_COMPONENT_URL_REQUIRED",
                        "A link button needs a url and no custom_id.",
                    ))
                }
                1..=6 => Ok(()),
                _ => Err(Problem::form(
                    &format!("{path}.style"),
                    "BASE_TYPE_CHOICES",
                    "Value must be one of {1, 2, 3, 4, 5, 6}.",
                )),
            }
        }
        3 | 5..=8 => {
            if row_len != 1 {
                return Err(Problem::form(
                    path,
                    "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                    "The specified component exceeds the maximum width",
                ));
            }
            if custom_id.is_none() {
                return Err(Problem::form(
                    &format!("{path}.custom_id"),
                    "BASE_TYPE_REQUIRED",
                    "This field is required",
                ));
            }
            if chars(c.get("placeholder").unwrap_or(&Value::Null)) > 150 {
                return Err(too_long(&format!("{path}.placeholder"), 150));
            }
            if kind == 3 {
                let options = c
                    .get("options")
                    .and_then(Value::as_array)
                    .cloned()
                    .unwrap_or_default();
                if options.is_empty() || options.len() > 25 {
                    return Err(too_long(&format!("{path}.options"), 25).detail(format!(
                        "select menu with {} options (1 to 25)",
                        options.len()
                    )));
                }
                for (k, o) in options.iter().enumerate() {
                    for key in ["label", "value"] {
                        let n = chars(o.get(key).unwrap_or(&Value::Null));
                        if n == 0 || n > 100 {
                            return Err(too_long(&format!("{path}.options.{k}.{key}"), 100));
                        }
                    }
                }
            }
            Ok(())
        }
        _ => Err(Problem::form(
            &format!("{path}.type"),
            "UNION_TYPE_CHOICES",
            "This component type cannot be used in a message.",
        )),
    }
}

mod commands;
#[cfg(test)]
mod tests;

pub(crate) use commands::{choices, commands, modal};
