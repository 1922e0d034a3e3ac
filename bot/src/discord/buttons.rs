//! Buttons as `custom_id`s: the command a click gives, in full, so a click needs no state
//! and keeps working for days and across restarts. `p:accept:challenge=12` gives
//! `/accept challenge:12`; `p?:resign:game=5` first asks for confirmation; a person is
//! written by their id (`p:challenge:opponent=@42,variant=xiangqi`) and found again when
//! clicked. A button is made from a typed request, and a click is read back into one
//! through the command's definition.

use crate::model::User;
use crate::service::command::OptionValue;
use crate::service::commands;
use crate::service::message::Action;
use crate::service::request::Request;
use crate::service::spec::Options;

/// A button's `custom_id` (at most 100 characters, as Discord allows).
pub fn custom_id(a: &Action) -> String {
    let mut id = String::from(if a.confirm { "p?:" } else { "p:" });
    id.push_str(a.request.verb().name());
    let texts = a.request.options().into_iter().map(|(n, v)| match v {
        OptionValue::Text(t) => (n, t),
        // Whom it names (its clicker is who acts), by id.
        OptionValue::User(u) => (n, format!("@{}", u.id.0)),
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

/// The ids of the people a `custom_id` names (`@42`), to look up before [`parse`].
pub fn people(custom_id: &str) -> Vec<u64> {
    custom_id
        .split([':', ','])
        .filter_map(|pair| pair.split_once("=@"))
        .filter_map(|(_, id)| id.parse().ok())
        .filter(|&id| id != 0)
        .collect()
}

/// Reads a `custom_id` into the request it gives, through its command's definition, with
/// the people it names found by `person` (by id); `None` for one Palace never made, or
/// naming someone not found.
pub fn parse(custom_id: &str, person: impl Fn(u64) -> Option<User>) -> Option<Click> {
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
        let value = match value.strip_prefix('@') {
            Some(id) => OptionValue::User(person(id.parse().ok()?)?),
            None => OptionValue::Text(value.to_owned()),
        };
        given.push((name.to_owned(), value));
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
        assert_eq!(parse(&custom_id(&a), |_| None), Some(Click::Run(draw)));
        let resign = Request::Resign { game: Some(5) };
        let r = Action::new(Label::Resign, ActionStyle::Danger, resign.clone()).confirmed();
        assert_eq!(custom_id(&r), "p?:resign:game=5");
        assert_eq!(
            parse("p?:resign:game=5", |_| None),
            Some(Click::Confirm(resign))
        );
        assert_eq!(parse("p:help", |_| None), Some(Click::Run(Request::Help)));
    }

    #[test]
    fn a_button_naming_a_person_finds_them_again() {
        let bob = User {
            id: crate::model::UserId("42".into()),
            name: "bob".into(),
            account: None,
        };
        let terms = crate::service::request::ChallengeTerms {
            opponent: Some(bob.clone()),
            variant: rules::Variant::Xiangqi,
            color: crate::model::ColorChoice::Random,
            days: None,
            rated: None,
            fen: None,
            level: None,
        };
        let challenge = Request::Challenge(terms);
        let a = Action::new(
            Label::Variant(rules::Variant::Xiangqi),
            ActionStyle::Primary,
            challenge.clone(),
        );
        let id = custom_id(&a);
        assert_eq!(id, "p:challenge:opponent=@42,variant=xiangqi,side=random");
        assert_eq!(people(&id), [42]);
        let found = |n: u64| (n == 42).then(|| bob.clone());
        assert_eq!(parse(&id, found), Some(Click::Run(challenge)));
        assert_eq!(parse(&id, |_| None), None, "whom it names is gone");
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
            assert_eq!(parse(id, |_| None), None, "{id}");
        }
    }
}
