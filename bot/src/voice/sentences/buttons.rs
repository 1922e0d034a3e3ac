//! Buttons in English: their faces, and the question before a step that cannot be undone.

use crate::service::message::Label;
use crate::service::request::Request;
use crate::voice::catalogue::t;

/// A button's face.
pub(crate) fn label(l: Label) -> String {
    match l {
        Label::Accept => t!("button-accept"),
        Label::Decline => t!("button-decline"),
        Label::Board => t!("button-board"),
        Label::MyBoard => t!("button-my-board"),
        Label::Resign => t!("button-resign"),
        Label::AcceptDraw => t!("button-accept-draw"),
        Label::AcceptTakeback => t!("button-accept-takeback"),
        Label::Yes(verb) => t!("button-yes", verb = verb.name()),
        Label::Variant(v) => super::words::variant(v),
        Label::JoinEvent => t!("button-join-event"),
        Label::LeaveEvent => t!("button-leave-event"),
    }
}

/// `Resign game 12? This cannot be undone.`
pub(crate) fn question(request: &Request) -> String {
    let game = request
        .options()
        .into_iter()
        .find(|(n, _)| *n == "game")
        .and_then(|(_, v)| match v {
            crate::service::command::OptionValue::Text(t) => Some(t),
            crate::service::command::OptionValue::User(_) => None,
        })
        .unwrap_or_else(|| "none".to_owned());
    t!("button-question", verb = request.verb().name(), game = game)
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
            Label::Variant(rules::Variant::DarkMiniXiangqi),
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
                "Yes, resign",
                "Dark Mini Xiangqi"
            ]
        );
        assert_eq!(
            question(&Request::Resign { game: Some(12) }),
            "Resign game 12? This cannot be undone."
        );
        assert_eq!(
            question(&Request::Resign { game: None }),
            "Resign? This cannot be undone."
        );
    }

    #[test]
    fn faces_and_the_question_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let read = |language| {
            as_read_by(Reader::of(language), || {
                (
                    label(Label::Resign),
                    label(Label::Yes(Verb::Resign)),
                    question(&Request::Resign { game: Some(12) }),
                )
            })
        };
        let expected = [
            (
                Language::English,
                [
                    "Resign",
                    "Yes, resign",
                    "Resign game 12? This cannot be undone.",
                ],
            ),
            (
                Language::ChineseSimplified,
                ["认输", "确定认输", "第12局：确定认输吗？此操作无法撤销。"],
            ),
            (
                Language::ChineseTraditional,
                ["認輸", "確定認輸", "第12局：確定認輸嗎？此操作無法復原。"],
            ),
            (
                Language::Vietnamese,
                [
                    "Xin thua",
                    "Có, xin thua",
                    "Xin thua ván 12? Không thể hoàn tác bước này.",
                ],
            ),
            (
                Language::Japanese,
                [
                    "投了",
                    "はい、投了します",
                    "対局12：投了しますか？この操作は取り消せません。",
                ],
            ),
        ];
        for (language, [face, yes, question]) in expected {
            assert_eq!(
                read(language),
                (face.to_owned(), yes.to_owned(), question.to_owned()),
                "{language}"
            );
        }
    }
}
