//! Buttons as `custom_id`s: the command a click gives, in full, so a click needs no state
//! and keeps working for days and across restarts. `p:accept:challenge=12` gives
//! `/accept challenge:12`; `p?:resign:game=5` first asks for confirmation. A button is
//! made from a typed request, and a click is read back into one through the command's
//! definition.

use crate::service::command::OptionValue;
use crate::service::commands;
use crate::service::message::Action;
use crate::service::request::Request;
use crate::service::spec::Options;

/// A button's `custom_id` (at most 100 characters, as Discord allows).
pub fn custom_id(a: &Action) -> String {
    let mut id = String::from(if a.confirm { "p?:" } else { "p:" });
    id.push_str(a.request.verb().name());
    let texts = a
        .request
        .options()
        .into_iter()
        .filter_map(|(n, v)| match v {
            OptionValue::Text(t) => Some((n, t)),
            // A button never names a person: its clicker is who acts.
            OptionValue::User(_) => None,
        });
    for (i, (name, value)) in texts.enumerate() {
        id.push(if i == 0 { ':' } else { ',' });
        id.push_str(name);
        id.push('=');
        id.push_str(&value);
    }
    debug_assert!(id.len() <= 100, "{id}");
    id
}

/// What a click asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Click {
    /// Give the request.
    Run(Request),
    /// Ask first; the answer's button gives the request.
    Confirm(Request),
}

/// Reads a `custom_id` into the request it gives, through its command's definition;
/// `None` for one Palace never made.
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
    let mut given = Vec::new();
    for pair in options.split(',').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=')?;
        given.push((name.to_owned(), OptionValue::Text(value.to_owned())));
    }
    let request = (spec.parse)(&Options::check(spec, &given).ok()?).ok()?;
    Some(if confirm {
        Click::Confirm(request)
    } else {
        Click::Run(request)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::message::{ActionStyle, Label};
    use crate::service::request::OfferAction;

    #[test]
    fn ids_round_trip() {
        let draw = Request::Draw {
            action: OfferAction::Accept,
            game: Some(12),
        };
        let a = Action::new(Label::AcceptDraw, ActionStyle::Primary, draw.clone());
        assert_eq!(custom_id(&a), "p:draw:action=accept,game=12");
        assert_eq!(parse(&custom_id(&a)), Some(Click::Run(draw)));
        let resign = Request::Resign { game: Some(5) };
        let r = Action::new(Label::Resign, ActionStyle::Danger, resign.clone()).confirmed();
        assert_eq!(custom_id(&r), "p?:resign:game=5");
        assert_eq!(parse("p?:resign:game=5"), Some(Click::Confirm(resign)));
        assert_eq!(parse("p:help"), Some(Click::Run(Request::Help)));
    }

    #[test]
    fn foreign_ids_are_refused() {
        for id in [
            "",
            "x:accept",
            "p:nosuch",
            "p:accept:colour=1",
            "p:accept:challenge",
            "p:accept:challenge=zero",
        ] {
            assert_eq!(parse(id), None, "{id}");
        }
    }
}
