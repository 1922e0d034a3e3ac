//! Serializer habits that Discord documents as harmless, allowed before the body meets the
//! specification. Each is named with the reason; anything else that does not fit the
//! specification is a violation.

use std::borrow::Cow;

use serde_json::Value;

/// `json` with the allowed habits undone.
pub(crate) fn normalised(json: &Value) -> Cow<'_, Value> {
    let mut out = Cow::Borrowed(json);
    for at in ["/attachments", "/data/attachments"] {
        if needs_string_ids(json.pointer(at)) {
            let list = out.to_mut().pointer_mut(at).and_then(Value::as_array_mut);
            for a in list.into_iter().flatten() {
                string_id(a);
            }
        }
    }
    out
}

/// Attachment ids as integers in a new upload. serenity 0.12 writes the `id` of a new
/// file's `attachments` entry as the number `n` of its `files[n]` part (`{"id": 0, …}`),
/// where the specification's `SnowflakeType` is a string. Discord's documentation on
/// uploading files (Reference, "Uploading Files") names a new file's attachment by the index
/// of its part and writes it as a number in its own example (`"attachments": [{"id": 0, …}]`).
fn needs_string_ids(list: Option<&Value>) -> bool {
    list.and_then(Value::as_array)
        .is_some_and(|l| l.iter().any(|a| a.get("id").is_some_and(Value::is_u64)))
}

fn string_id(attachment: &mut Value) {
    if let Some(id) = attachment.get_mut("id")
        && let Some(n) = id.as_u64()
    {
        *id = Value::String(n.to_string());
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn integer_attachment_ids_become_strings_and_nothing_else_changes() {
        let body = json!({"content": "x", "attachments": [{"id": 0, "filename": "a.png"}]});
        let n = normalised(&body);
        assert_eq!(n["attachments"][0]["id"], json!("0"));
        assert_eq!(n["content"], json!("x"));
        let callback = json!({"type": 4, "data": {"attachments": [{"id": 1}]}});
        assert_eq!(
            normalised(&callback)["data"]["attachments"][0]["id"],
            json!("1")
        );
        let plain = json!({"content": "x", "id": 5});
        assert!(matches!(normalised(&plain), Cow::Borrowed(_)));
    }
}
