//! Reading a command's options against its spec, with a specific message for each
//! mistake.

use super::command::OptionValue;
use super::spec::{CommandSpec, Kind, OptionSpec};
use crate::model::User;

/// A command's options, checked against its spec.
#[derive(Debug)]
pub struct Options<'a> {
    spec: &'static CommandSpec,
    given: &'a [(String, OptionValue)],
}

impl<'a> Options<'a> {
    /// Checks that every option is known, given once, of the right kind, and that the
    /// required ones are there.
    pub fn check(
        spec: &'static CommandSpec,
        given: &'a [(String, OptionValue)],
    ) -> Result<Options<'a>, String> {
        let names: Vec<&str> = spec.options.iter().map(|o| o.name).collect();
        for (i, (name, value)) in given.iter().enumerate() {
            let Some(o) = spec.options.iter().find(|o| o.name == name) else {
                return Err(if names.is_empty() {
                    format!("/{} takes no options", spec.name)
                } else {
                    format!(
                        "/{} has no option '{name}' (its options: {})",
                        spec.name,
                        names.join(", ")
                    )
                });
            };
            if given[..i].iter().any(|(n, _)| n == name) {
                return Err(format!("option '{name}' is given twice"));
            }
            check_value(spec, o, value)?;
        }
        for o in spec.options.iter().filter(|o| o.required) {
            if !given.iter().any(|(n, _)| n == o.name) {
                return Err(format!(
                    "/{} needs the option '{}': {}",
                    spec.name, o.name, o.help
                ));
            }
        }
        Ok(Options { spec, given })
    }

    fn value(&self, name: &str) -> Option<&'a OptionValue> {
        debug_assert!(self.spec.options.iter().any(|o| o.name == name), "{name}");
        self.given.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// A text, choice, number or boolean option as text.
    pub fn text(&self, name: &str) -> Option<&'a str> {
        match self.value(name)? {
            OptionValue::Text(t) => Some(t.trim()),
            OptionValue::User(_) => None,
        }
    }

    /// A user option.
    pub fn user(&self, name: &str) -> Option<&'a User> {
        match self.value(name)? {
            OptionValue::User(u) => Some(u),
            OptionValue::Text(_) => None,
        }
    }

    /// An integer option (checked).
    pub fn integer(&self, name: &str) -> Option<i64> {
        self.text(name).and_then(|t| t.parse().ok())
    }

    /// A boolean option (checked).
    pub fn boolean(&self, name: &str) -> Option<bool> {
        self.text(name).and_then(parse_bool)
    }
}

fn parse_bool(t: &str) -> Option<bool> {
    match t.to_ascii_lowercase().as_str() {
        "true" | "yes" | "on" => Some(true),
        "false" | "no" | "off" => Some(false),
        _ => None,
    }
}

fn check_value(spec: &CommandSpec, o: &OptionSpec, value: &OptionValue) -> Result<(), String> {
    let text = match (o.kind, value) {
        (Kind::User, OptionValue::User(_)) => return Ok(()),
        (Kind::User, OptionValue::Text(t)) => {
            return Err(format!(
                "option '{}' of /{} takes a user, not '{t}'",
                o.name, spec.name
            ));
        }
        (_, OptionValue::User(u)) => {
            return Err(format!(
                "option '{}' of /{} takes no user (got @{})",
                o.name, spec.name, u.name
            ));
        }
        (_, OptionValue::Text(t)) => t.trim(),
    };
    match o.kind {
        Kind::Text if text.is_empty() => Err(format!("option '{}' is empty", o.name)),
        Kind::Text | Kind::User => Ok(()),
        Kind::Integer(range) => match text.parse::<i64>() {
            Ok(n) if range.contains(n) => Ok(()),
            Ok(n) => Err(match range.max() {
                Some(max) => format!(
                    "option '{}' must be from {} to {max}, not {n}",
                    o.name,
                    range.min()
                ),
                None if n < range.min() => format!(
                    "option '{}' must be at least {}, not {n}",
                    o.name,
                    range.min()
                ),
                None => format!(
                    "option '{}' must be at most {}, not {n}",
                    o.name,
                    super::spec::MAX_INTEGER
                ),
            }),
            Err(_) => Err(format!(
                "option '{}' takes a whole number, not '{text}'",
                o.name
            )),
        },
        Kind::Boolean => parse_bool(text)
            .map(|_| ())
            .ok_or_else(|| format!("option '{}' takes true or false, not '{text}'", o.name)),
        Kind::Choice(words) => {
            if words.contains(&text) {
                Ok(())
            } else {
                Err(format!(
                    "option '{}' takes one of {}, not '{text}'",
                    o.name,
                    words.join(", ")
                ))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::spec::command;

    fn text(name: &str, v: &str) -> (String, OptionValue) {
        (name.to_owned(), OptionValue::Text(v.to_owned()))
    }

    #[test]
    fn mistakes_are_named() {
        let c = command("challenge").unwrap();
        let e = |given: &[(String, OptionValue)]| Options::check(c, given).unwrap_err();
        assert_eq!(e(&[]), "/challenge needs the option 'variant': which game");
        assert_eq!(
            e(&[text("variant", "chess")]),
            "option 'variant' takes one of minixiangqi, dark-minixiangqi, xiangqi, minishogi, not 'chess'"
        );
        assert_eq!(
            e(&[text("variant", "xiangqi"), text("days", "15")]),
            "option 'days' must be from 1 to 14, not 15"
        );
        assert_eq!(
            e(&[text("variant", "xiangqi"), text("rated", "maybe")]),
            "option 'rated' takes true or false, not 'maybe'"
        );
        assert_eq!(
            e(&[text("variant", "xiangqi"), text("speed", "1")]),
            "/challenge has no option 'speed' (its options: opponent, variant, color, days, rated, fen, level)"
        );
        assert_eq!(
            e(&[text("variant", "xiangqi"), text("opponent", "bob")]),
            "option 'opponent' of /challenge takes a user, not 'bob'"
        );
        let ok = [text("variant", "xiangqi"), text("rated", "no")];
        let o = Options::check(c, &ok).unwrap();
        assert_eq!(
            (o.text("variant"), o.boolean("rated")),
            (Some("xiangqi"), Some(false))
        );
    }
}
