//! Buttons in English: their faces, and the question before a step that cannot be undone.

use super::words::capitalized;
use crate::service::message::Label;
use crate::service::request::Request;

/// A button's face.
pub(crate) fn label(l: Label) -> String {
    match l {
        Label::Accept => "Accept".to_owned(),
        Label::Decline => "Decline".to_owned(),
        Label::Board => "Board".to_owned(),
        Label::MyBoard => "My board".to_owned(),
        Label::Resign => "Resign".to_owned(),
        Label::AcceptDraw => "Accept draw".to_owned(),
        Label::AcceptTakeback => "Accept takeback".to_owned(),
        Label::Yes(verb) => format!("Yes, {}", verb.name()),
    }
}

/// `Resign game 12? This cannot be undone.`
pub(crate) fn question(request: &Request) -> String {
    let game = request
        .options()
        .into_iter()
        .find(|(n, _)| *n == "game")
        .and_then(|(_, v)| match v {
            crate::service::command::OptionValue::Text(t) => Some(format!(" game {t}")),
            crate::service::command::OptionValue::User(_) => None,
        })
        .unwrap_or_default();
    format!(
        "{}{game}? This cannot be undone.",
        capitalized(request.verb().name())
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::request::Verb;

    #[test]
    fn faces_and_the_question() {
        let faces: Vec<String> = [
            Label::Accept,
            Label::Decline,
            Label::Board,
            Label::MyBoard,
            Label::Resign,
            Label::AcceptDraw,
            Label::AcceptTakeback,
            Label::Yes(Verb::Resign),
        ]
        .map(label)
        .to_vec();
        assert_eq!(
            faces,
            [
                "Accept",
                "Decline",
                "Board",
                "My board",
                "Resign",
                "Accept draw",
                "Accept takeback",
                "Yes, resign"
            ]
        );
        assert_eq!(
            question(&Request::Resign { game: Some(12) }),
            "Resign game 12? This cannot be undone."
        );
    }
}
