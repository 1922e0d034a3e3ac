//! Discord's rules, checked.

use super::*;

#[test]
fn form_errors_are_read_by_serenity() {
    let p = Problem::form("components.0.components.1.custom_id", "X", "bad");
    let body = json!({"message": p.message, "code": p.code, "errors": p.errors});
    let e: serenity::http::DiscordJsonError = serde_json::from_value(body).unwrap();
    assert_eq!(e.code, 50035);
    assert_eq!(e.errors[0].path, "components.0.components.1.custom_id");
}

#[test]
fn long_content_and_many_rows_are_refused() {
    let long = json!({"content": "x".repeat(2001)});
    assert_eq!(message_body(&long, vec![], false).unwrap_err().code, 50035);
    let ok = json!({"content": "é".repeat(2000)});
    assert!(message_body(&ok, vec![], false).is_ok());
    let row =
        json!({"type": 1, "components": [{"type": 2, "style": 1, "label": "a", "custom_id": "a"}]});
    let six = json!({"components": vec![row.clone(); 6]});
    assert!(message_body(&six, vec![], false).is_err());
    let dup = json!({"components": [row.clone(), row]});
    assert!(
        message_body(&dup, vec![], false)
            .unwrap_err()
            .detail
            .contains("twice")
    );
}

#[test]
fn ephemeral_only_in_interaction_responses() {
    let body = json!({"content": "x", "flags": 64});
    assert!(message_body(&body, vec![], false).is_err());
    assert!(message_body(&body, vec![], true).is_ok());
}

#[test]
fn choices_are_checked_against_the_option_type() {
    let ok = json!({"choices": [{"name": "a", "value": "a"}]});
    assert_eq!(
        choices(&ok, 3).unwrap(),
        vec![("a".to_owned(), "a".to_owned())]
    );
    assert!(choices(&ok, 4).is_err());
    let many: Vec<Value> = (0..26)
        .map(|i| json!({"name": i.to_string(), "value": i}))
        .collect();
    assert!(choices(&json!({"choices": many}), 4).is_err());
}

#[test]
fn command_names_follow_discord() {
    let ok = json!([{"name": "move", "description": "d", "type": 1}]);
    assert!(commands(&ok).is_ok());
    let bad = json!([{"name": "Move", "description": "d", "type": 1}]);
    assert!(commands(&bad).is_err());
    let order = json!([{"name": "m", "description": "d", "options": [
        {"name": "a", "description": "d", "type": 3},
        {"name": "b", "description": "d", "type": 3, "required": true},
    ]}]);
    assert!(commands(&order).is_err());
}

#[test]
fn localisations_follow_discord() {
    let ok = json!([{"name": "move", "description": "d", "type": 1,
        "description_localizations": {"zh-CN": "走一步棋", "ja": "一手指す"},
        "options": [{"name": "text", "description": "d", "type": 3,
            "description_localizations": {"vi": "nước đi"}}]}]);
    assert!(commands(&ok).is_ok());
    let unknown = json!([{"name": "move", "description": "d", "type": 1,
        "description_localizations": {"zh": "走一步棋"}}]);
    assert!(commands(&unknown).is_err());
    let long = "長".repeat(101);
    let too_long = json!([{"name": "move", "description": "d", "type": 1,
        "options": [{"name": "text", "description": "d", "type": 3,
            "description_localizations": {"ja": long}}]}]);
    assert!(commands(&too_long).is_err());
    let bad_name = json!([{"name": "move", "description": "d", "type": 1,
        "name_localizations": {"ja": "Move It"}}]);
    assert!(commands(&bad_name).is_err());
}

#[test]
fn allowed_mentions_say_what_the_text_does() {
    let ok = json!({"content": "<@42> your move", "allowed_mentions": {"users": ["42"]}});
    assert!(message_body(&ok, vec![], false).is_ok());
    let nick = json!({"content": "<@!42> your move", "allowed_mentions": {"users": ["42"]}});
    assert!(message_body(&nick, vec![], false).is_ok());
    let absent = json!({"content": "your move", "allowed_mentions": {"users": ["42"]}});
    let p = message_body(&absent, vec![], false).unwrap_err();
    assert!(p.detail.contains("42"), "{}", p.detail);
    let role = json!({"content": "hi", "allowed_mentions": {"roles": ["7"]}});
    assert!(message_body(&role, vec![], false).is_err());
    // An edit that keeps the text says nothing about it.
    let edit = json!({"components": [], "allowed_mentions": {"users": ["42"]}});
    assert!(message_body(&edit, vec![], false).is_ok());
}

#[test]
fn every_uploaded_file_has_its_attachments_entry() {
    let file = |index| FilePart {
        index,
        filename: "board.png".to_owned(),
        content_type: Some("image/png".to_owned()),
        data: vec![1, 2, 3],
    };
    let listed = json!({"attachments": [{"id": 0, "filename": "board.png"}]});
    assert!(message_body(&listed, vec![file(Some(0))], false).is_ok());
    let unlisted = json!({"content": "x", "attachments": [{"id": "123"}]});
    let p = message_body(&unlisted, vec![file(Some(0))], false).unwrap_err();
    assert!(p.detail.contains("files[0]"), "{}", p.detail);
    // Discord's older form, no attachments at all, is still taken.
    let legacy = json!({"content": "x"});
    assert!(message_body(&legacy, vec![file(Some(0))], false).is_ok());
    let other = json!({"attachments": [{"id": 1, "filename": "board.png"}]});
    assert!(message_body(&other, vec![file(Some(0))], false).is_err());
    let big = FilePart {
        data: vec![0; crate::ATTACHMENT_SIZE_LIMIT + 1],
        ..file(Some(0))
    };
    assert_eq!(
        message_body(&listed, vec![big], false).unwrap_err().status,
        413
    );
}
