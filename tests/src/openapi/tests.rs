//! The checker checked: known-bad requests are refused with the field and what the
//! specification says, and good ones pass, so that a change of the specification file, the
//! validator or the matching cannot make it accept everything (or nothing).

use serde_json::{Value, json};

use super::{Request, spec};

const APP: &str = "/applications/1100000000000000001/guilds/1100000000000000002/commands";

fn json_request<'a>(method: &'a str, path: &'a str, body: &'a Value) -> Request<'a> {
    Request {
        method,
        path,
        query: None,
        json: Some(body),
        file_parts: None,
    }
}

/// The refusal's violation text; panics if the request passes.
fn refused(req: &Request<'_>) -> String {
    match spec().check(req) {
        Ok(m) => panic!("{} {} was accepted as {m:?}", req.method, req.path),
        Err(p) => {
            assert!(p.status >= 400, "{p:?}");
            p.detail
        }
    }
}

fn game_option(max: Value) -> Value {
    json!([{
        "name": "move", "description": "play a move", "type": 1,
        "options": [{"type": 4, "name": "game", "description": "which game",
                     "required": false, "min_value": 1, "max_value": max}],
    }])
}

#[test]
fn an_integer_option_past_discords_range_is_refused_by_name() {
    let bad = game_option(json!(9_223_372_036_854_775_807_u64));
    let why = refused(&json_request("PUT", APP, &bad));
    assert!(why.contains("bulk_set_guild_application_commands"), "{why}");
    assert!(why.contains("0.options.0.max_value"), "{why}");
    assert!(why.contains("9007199254740991"), "{why}");
    let p = spec().check(&json_request("PUT", APP, &bad)).unwrap_err();
    assert_eq!((p.status, p.code), (400, 50035));
    assert!(
        p.errors.unwrap().to_string().contains("NUMBER_TYPE_MAX"),
        "Discord's code for a number too large"
    );
    // The largest bound Discord takes, and none at all, pass.
    for ok in [json!(9_007_199_254_740_991_u64), Value::Null] {
        let good = game_option(ok);
        let m = spec().check(&json_request("PUT", APP, &good)).unwrap();
        assert_eq!(m.operation, "bulk_set_guild_application_commands");
    }
}

#[test]
fn bad_registrations_are_refused() {
    let long = "d".repeat(101);
    let cases = [
        (json!([{"description": "no name", "type": 1}]), "name"),
        (
            json!([{"name": "x".repeat(33), "description": "d", "type": 1}]),
            "0.name",
        ),
        (
            json!([{"name": "x", "description": long, "type": 1}]),
            "0.description",
        ),
        (
            json!([{"name": "x", "description": "d", "options": [
                {"type": 3, "name": "v", "description": "d",
                 "choices": (0..26).map(|i| json!({"name": i.to_string(), "value": i.to_string()})).collect::<Vec<_>>()}]}]),
            "0.options.0",
        ),
        (
            json!([{"name": "x", "description": "d", "options": [
                {"type": 42, "name": "v", "description": "d"}]}]),
            "0.options.0",
        ),
    ];
    for (body, field) in cases {
        let why = refused(&json_request("PUT", APP, &body));
        assert!(why.contains(field), "{field}: {why}");
    }
}

#[test]
fn bad_messages_and_callbacks_are_refused() {
    let path = "/channels/1100000000000000003/messages";
    let cases = [
        (json!({"content": "x".repeat(4001)}), "content"),
        (json!({"content": 5}), "content"),
        (
            json!({"components": [{"type": 1, "components": [
                {"type": 2, "style": 9, "label": "x", "custom_id": "a"}]}]}),
            "components.0",
        ),
        (
            json!({"components": [{"type": 1, "components": [
                {"type": 2, "style": 1, "label": "x", "custom_id": "a".repeat(101)}]}]}),
            "components.0",
        ),
        (
            json!({"content": "x", "allowed_mentions": {"parse": ["friends"]}}),
            "allowed_mentions.parse.0",
        ),
    ];
    for (body, field) in cases {
        let why = refused(&json_request("POST", path, &body));
        assert!(why.contains("create_message"), "{why}");
        assert!(why.contains(field), "{field}: {why}");
    }
    let callback = "/interactions/1100000000000000004/some-token/callback";
    let unknown_type = json!({"type": 3, "data": {"content": "x"}});
    refused(&json_request("POST", callback, &unknown_type));
    let no_type = json!({"data": {"content": "x"}});
    refused(&json_request("POST", callback, &no_type));
    let good = json!({"type": 4, "data": {"content": "x", "flags": 64}});
    assert_eq!(
        spec()
            .check(&json_request("POST", callback, &good))
            .unwrap()
            .operation,
        "create_interaction_response"
    );
}

#[test]
fn routes_methods_and_parameters_come_from_the_specification() {
    let none = Value::Null;
    let why = refused(&json_request("GET", "/channels/1/not-a-route", &none));
    assert!(why.contains("not a route"), "{why}");
    let why = refused(&json_request("PUT", "/gateway", &none));
    assert!(why.contains("method not allowed"), "{why}");
    let why = refused(&json_request("GET", "/channels/general", &none));
    assert!(
        why.contains("channel_id"),
        "a path parameter that is no snowflake: {why}"
    );
    let message = json!({"content": "x"});
    let wait = Request {
        query: Some("wait=maybe"),
        ..json_request("POST", "/webhooks/1/token", &message)
    };
    assert!(refused(&wait).contains("wait"));
    let unknown = Request {
        query: Some("loud=true"),
        ..json_request("POST", "/webhooks/1/token", &message)
    };
    assert!(refused(&unknown).contains("loud"));
    let fine = Request {
        query: Some("wait=true"),
        ..json_request("POST", "/webhooks/1/token", &message)
    };
    assert_eq!(spec().check(&fine).unwrap().operation, "execute_webhook");
    // `@original` is its own route, not a message id.
    let original = spec()
        .check(&json_request(
            "PATCH",
            "/webhooks/1/token/messages/@original",
            &json!({"content": "x"}),
        ))
        .unwrap();
    assert_eq!(
        original.template,
        "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
    );
    let body_on_get = json!({"content": "x"});
    refused(&json_request("GET", "/channels/1", &body_on_get));
}

#[test]
fn multipart_file_parts_are_the_ones_the_specification_names() {
    let body = json!({"content": "x", "attachments": [{"id": "0", "filename": "a.png"}]});
    let good = Request {
        file_parts: Some(vec!["files[0]".to_owned()]),
        ..json_request("POST", "/channels/1/messages", &body)
    };
    spec().check(&good).unwrap();
    for bad in ["file", "files[10]", "picture"] {
        let req = Request {
            file_parts: Some(vec![bad.to_owned()]),
            ..json_request("POST", "/channels/1/messages", &body)
        };
        assert!(refused(&req).contains(bad), "{bad}");
    }
    // Where the specification names no file parts, Discord's documented files[n] hold.
    let followup = Request {
        file_parts: Some(vec!["files[0]".to_owned()]),
        ..json_request("POST", "/webhooks/1/token", &body)
    };
    spec().check(&followup).unwrap();
    let unnamed = Request {
        file_parts: Some(vec!["file".to_owned()]),
        ..json_request("POST", "/webhooks/1/token", &body)
    };
    refused(&unnamed);
    let rename = json!({"name": "x"});
    let no_files_here = Request {
        file_parts: Some(vec!["files[0]".to_owned()]),
        ..json_request("PATCH", "/channels/1", &rename)
    };
    refused(&no_files_here);
}
