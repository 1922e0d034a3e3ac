//! Discord's rules for autocomplete answers, modals and command registrations.

use std::collections::HashSet;

use serde_json::Value;

use super::{Problem, chars, too_long};

/// Checks an autocomplete answer against the option's type; returns (name, value as text).
pub(crate) fn choices(data: &Value, option_type: u64) -> Result<Vec<(String, String)>, Problem> {
    let Some(list) = data.get("choices").and_then(Value::as_array) else {
        return Err(Problem::form(
            "data.choices",
            "BASE_TYPE_REQUIRED",
            "This field is required",
        ));
    };
    if list.len() > 25 {
        return Err(too_long("data.choices", 25)
            .detail(format!("{} autocomplete choices (limit 25)", list.len())));
    }
    let mut out = Vec::new();
    for (i, c) in list.iter().enumerate() {
        let name = c.get("name").and_then(Value::as_str).unwrap_or("");
        if name.is_empty() || name.chars().count() > 100 {
            return Err(
                too_long(&format!("data.choices.{i}.name"), 100).detail(format!(
                    "autocomplete choice name of {} characters (1 to 100)",
                    name.chars().count()
                )),
            );
        }
        let value = c.get("value").unwrap_or(&Value::Null);
        let text = match (option_type, value) {
            (3, Value::String(s)) => {
                if s.chars().count() > 100 {
                    return Err(
                        too_long(&format!("data.choices.{i}.value"), 100).detail(format!(
                            "autocomplete choice value of {} characters (limit 100)",
                            s.chars().count()
                        )),
                    );
                }
                s.clone()
            }
            (4, Value::Number(n)) if n.is_i64() || n.is_u64() => n.to_string(),
            (10, Value::Number(n)) => n.to_string(),
            _ => {
                return Err(Problem::form(
                    &format!("data.choices.{i}.value"),
                    "BASE_TYPE_CHOICES",
                    "Value does not fit the option's type.",
                )
                .detail(format!(
                    "autocomplete choice value {value} for an option of type {option_type}"
                )));
            }
        };
        out.push((name.to_owned(), text));
    }
    Ok(out)
}

/// Checks a modal (callback type 9).
pub(crate) fn modal(data: &Value) -> Result<(), Problem> {
    let title = chars(data.get("title").unwrap_or(&Value::Null));
    if title == 0 || title > 45 {
        return Err(too_long("data.title", 45));
    }
    let id = chars(data.get("custom_id").unwrap_or(&Value::Null));
    if id == 0 || id > 100 {
        return Err(too_long("data.custom_id", 100));
    }
    let rows = data
        .get("components")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if rows.is_empty() || rows.len() > 5 {
        return Err(too_long("data.components", 5));
    }
    for (i, row) in rows.iter().enumerate() {
        let items = row
            .get("components")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        let ok = items.len() == 1
            && items[0].get("type").and_then(Value::as_u64) == Some(4)
            && chars(items[0].get("label").unwrap_or(&Value::Null)) <= 45;
        if !ok {
            return Err(Problem::form(
                &format!("data.components.{i}"),
                "UNION_TYPE_CHOICES",
                "A modal row holds one text input.",
            ));
        }
    }
    Ok(())
}

fn valid_name(name: &str) -> bool {
    let n = name.chars().count();
    (1..=32).contains(&n)
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || (c.is_alphanumeric() && !c.is_uppercase()))
}

/// The locales Discord accepts in `name_localizations` and `description_localizations`.
const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// Checks a choice's localised names: known locales, 1 to 100 characters each.
fn choice_localizations_ok(c: &Value, path: &str) -> Result<(), Problem> {
    let Some(map) = c.get("name_localizations").filter(|m| !m.is_null()) else {
        return Ok(());
    };
    let Some(map) = map.as_object() else {
        return Err(Problem::form(
            &format!("{path}.name_localizations"),
            "DICT_TYPE_CONVERT",
            "Only dictionaries may be used in a DictType",
        ));
    };
    for (locale, name) in map {
        let field = format!("{path}.name_localizations.{locale}");
        if !LOCALES.contains(&locale.as_str()) {
            return Err(Problem::form(&field, "LOCALE_INVALID", "Invalid Form Body")
                .detail(format!("{locale:?} is not a Discord locale")));
        }
        if !(1..=100).contains(&chars(name)) {
            return Err(too_long(&field, 100).detail(format!("{name}")));
        }
    }
    Ok(())
}

/// Checks a command's or option's localised names and descriptions: known locales, names
/// as a name must be, descriptions of 1 to 100 characters.
fn localizations_ok(v: &Value, path: &str, named: bool) -> Result<(), Problem> {
    for (field, is_name) in [
        ("name_localizations", true),
        ("description_localizations", false),
    ] {
        let Some(map) = v.get(field).filter(|m| !m.is_null()) else {
            continue;
        };
        let Some(map) = map.as_object() else {
            return Err(Problem::form(
                &format!("{path}.{field}"),
                "DICT_TYPE_CONVERT",
                "Only dictionaries may be used in a DictType",
            ));
        };
        for (locale, text) in map {
            if !LOCALES.contains(&locale.as_str()) {
                return Err(Problem::form(
                    &format!("{path}.{field}.{locale}"),
                    "LOCALE_INVALID",
                    "Invalid Form Body",
                )
                .detail(format!("{field}: {locale:?} is not a Discord locale")));
            }
            let s = text.as_str().unwrap_or("");
            let bad = if is_name {
                named && !valid_name(s)
            } else {
                !(1..=100).contains(&s.chars().count())
            };
            if bad {
                return Err(too_long(
                    &format!("{path}.{field}.{locale}"),
                    if is_name { 32 } else { 100 },
                )
                .detail(format!("{field}.{locale} = {s:?}")));
            }
        }
    }
    Ok(())
}

/// Checks a bulk command registration; returns the commands.
pub(crate) fn commands(v: &Value) -> Result<Vec<Value>, Problem> {
    let Some(list) = v.as_array() else {
        return Err(Problem::form("_root", "BASE_TYPE_LIST", "Must be a list."));
    };
    if list.len() > 100 {
        return Err(too_long("_root", 100));
    }
    let mut names = HashSet::new();
    for (i, c) in list.iter().enumerate() {
        let name = c.get("name").and_then(Value::as_str).unwrap_or("");
        let kind = c.get("type").and_then(Value::as_u64).unwrap_or(1);
        if kind == 1 && !valid_name(name) {
            return Err(Problem::form(
                &format!("{i}.name"),
                "APPLICATION_COMMAND_INVALID_NAME",
                "Command name is invalid",
            )
            .detail(format!(
                "command name {name:?} (1 to 32 lowercase letters, digits, - or _)"
            )));
        }
        if kind != 1 {
            // User and message commands: a name of 1 to 32 characters (any case, spaces),
            // no description, no options.
            let n = name.chars().count();
            let described = c
                .get("description")
                .and_then(Value::as_str)
                .is_some_and(|d| !d.is_empty());
            let options = c
                .get("options")
                .and_then(Value::as_array)
                .is_some_and(|o| !o.is_empty());
            if n == 0 || n > 32 || described || options {
                return Err(Problem::form(
                    &format!("{i}"),
                    "APPLICATION_COMMAND_INVALID",
                    "Invalid application command",
                )
                .detail(format!(
                    "command {name:?} of type {kind}: a name of 1 to 32 characters, no description, no options"
                )));
            }
        }
        if !names.insert((kind, name.to_owned())) {
            return Err(Problem::form(
                &format!("{i}.name"),
                "APPLICATION_COMMANDS_DUPLICATE_NAME",
                "Application command names must be unique",
            ));
        }
        if kind == 1 {
            let d = chars(c.get("description").unwrap_or(&Value::Null));
            if d == 0 || d > 100 {
                return Err(too_long(&format!("{i}.description"), 100)
                    .detail(format!("description of /{name}: {d} characters (1 to 100)")));
            }
        }
        localizations_ok(c, &i.to_string(), kind == 1)?;
        let options = c
            .get("options")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        options_ok(&options, &format!("{i}.options"), 0)?;
    }
    Ok(list.clone())
}

fn options_ok(options: &[Value], path: &str, depth: u8) -> Result<(), Problem> {
    if options.len() > 25 {
        return Err(too_long(path, 25));
    }
    let mut names = HashSet::new();
    let mut optional_seen = false;
    for (i, o) in options.iter().enumerate() {
        let p = format!("{path}.{i}");
        let name = o.get("name").and_then(Value::as_str).unwrap_or("");
        if !valid_name(name) {
            return Err(Problem::form(
                &format!("{p}.name"),
                "APPLICATION_COMMAND_INVALID_NAME",
                "Option name is invalid",
            )
            .detail(format!("option name {name:?} at {p}")));
        }
        if !names.insert(name.to_owned()) {
            return Err(Problem::form(
                &format!("{p}.name"),
                "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                "Option names must be unique",
            ));
        }
        let d = chars(o.get("description").unwrap_or(&Value::Null));
        if d == 0 || d > 100 {
            return Err(too_long(&format!("{p}.description"), 100).detail(format!(
                "description of option {name}: {d} characters (1 to 100)"
            )));
        }
        localizations_ok(o, &p, true)?;
        let kind = o.get("type").and_then(Value::as_u64).unwrap_or(0);
        let required = o.get("required").and_then(Value::as_bool).unwrap_or(false);
        if kind > 2 {
            if required && optional_seen {
                return Err(Problem::form(
                    &format!("{p}.required"),
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                ));
            }
            optional_seen |= !required;
        }
        let choices = o
            .get("choices")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if choices.len() > 25 {
            return Err(too_long(&format!("{p}.choices"), 25));
        }
        if !choices.is_empty() && o.get("autocomplete").and_then(Value::as_bool) == Some(true) {
            return Err(Problem::form(
                &format!("{p}.autocomplete"),
                "APPLICATION_COMMAND_OPTION_CHOICES_AUTOCOMPLETE",
                "Autocomplete cannot be set with choices",
            ));
        }
        for (j, c) in choices.iter().enumerate() {
            let n = chars(c.get("name").unwrap_or(&Value::Null));
            if n == 0 || n > 100 || chars(c.get("value").unwrap_or(&Value::Null)) > 100 {
                return Err(too_long(&format!("{p}.choices.{j}"), 100));
            }
            choice_localizations_ok(c, &format!("{p}.choices.{j}"))?;
        }
        if kind == 1 || kind == 2 {
            if depth >= 2 || (kind == 2 && depth >= 1) {
                return Err(Problem::form(
                    &p,
                    "APPLICATION_COMMAND_OPTION_TYPE_INVALID",
                    "Subcommands nest too deep",
                ));
            }
            let sub = o
                .get("options")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default();
            options_ok(&sub, &format!("{p}.options"), depth + 1)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn with_choice_names(names: Value) -> Value {
        json!([{
            "name": "challenge",
            "type": 1,
            "description": "challenge someone",
            "options": [{
                "type": 3,
                "name": "variant",
                "description": "which game",
                "choices": [{"name": "Mini Xiangqi", "value": "minixiangqi", "name_localizations": names}],
            }],
        }])
    }

    #[test]
    fn a_choices_localised_names_are_checked() {
        assert!(
            commands(&with_choice_names(
                json!({"zh-CN": "迷你象棋", "ja": "ミニシャンチー"})
            ))
            .is_ok()
        );
        assert!(commands(&with_choice_names(Value::Null)).is_ok());
        for bad in [
            json!({"xx": "迷你象棋"}),
            json!({"zh-CN": ""}),
            json!({"zh-CN": "x".repeat(101)}),
            json!(["zh-CN"]),
        ] {
            assert!(commands(&with_choice_names(bad.clone())).is_err(), "{bad}");
        }
    }
}
