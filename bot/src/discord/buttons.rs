//! Buttons as `custom_id`s: the command a click gives, in full, so a click needs no state
//! and keeps working for days and across restarts. `p:accept:challenge=12` gives
//! `/accept challenge:12`; `p?:resign:game=5` first asks for confirmation.

use crate::service::commands;
use crate::service::message::{Action, ActionStyle};

/// A button's `custom_id` (at most 100 characters, as Discord allows).
pub fn custom_id(a: &Action) -> String {
    let mut id = String::from(if a.confirm.is_some() { "p?:" } else { "p:" });
    id.push_str(&a.command);
    for (i, (name, value)) in a.options.iter().enumerate() {
        id.push(if i == 0 { ':' } else { ',' });
        id.push_str(name);
        id.push('=');
        id.push_str(value);
    }
    debug_assert!(id.len() <= 100, "{id}");
    id
}

/// What a click asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// Give the command.
    Run(Action),
    /// Ask first; the answer's button gives the command.
    Confirm(Action),
}

/// Reads a `custom_id`; `None` for one Palace never made.
pub fn parse(custom_id: &str) -> Option<Click> {
    let (confirm, rest) = if let Some(r) = custom_id.strip_prefix("p?:") {
        (true, r)
    } else {
        (false, custom_id.strip_prefix("p:")?)
    };
    let (command, options) = match rest.split_once(':') {
        Some((c, o)) => (c, o),
        None => (rest, ""),
    };
    let spec = commands::command(command)?;
    let mut parsed = Vec::new();
    for pair in options.split(',').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=')?;
        spec.options.iter().find(|o| o.name == name)?;
        parsed.push((name.to_owned(), value.to_owned()));
    }
    let action = Action {
        label: String::new(),
        style: ActionStyle::Secondary,
        command: command.to_owned(),
        options: parsed,
        confirm: None,
    };
    Some(if confirm {
        Click::Confirm(action)
    } else {
        Click::Run(action)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        let a = Action::new(
            "Accept draw",
            ActionStyle::Primary,
            "draw",
            &[("action", "accept".into()), ("game", "12".into())],
        );
        assert_eq!(custom_id(&a), "p:draw:action=accept,game=12");
        let Some(Click::Run(b)) = parse(&custom_id(&a)) else {
            panic!()
        };
        assert_eq!((b.command, b.options), (a.command, a.options));
        let r = Action::new(
            "Resign",
            ActionStyle::Danger,
            "resign",
            &[("game", "5".into())],
        )
        .confirmed("sure?");
        assert_eq!(custom_id(&r), "p?:resign:game=5");
        assert!(matches!(parse("p?:resign:game=5"), Some(Click::Confirm(_))));
        assert!(matches!(parse("p:help"), Some(Click::Run(_))));
    }

    #[test]
    fn foreign_ids_are_refused() {
        for id in [
            "",
            "x:accept",
            "p:nosuch",
            "p:accept:colour=1",
            "p:accept:challenge",
        ] {
            assert_eq!(parse(id), None, "{id}");
        }
    }
}
