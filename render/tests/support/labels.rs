//! English labels for the text boards of render's own tests (the product's come from the
//! bot's voice; render says no words of its own). Shared by the unit tests in `src/` and
//! the tests in `tests/`.

use super::{Scene, Style, TextLabels};
use rules::{Color, Variant};

/// The labels Palace's English gives a text board of `scene`.
pub fn english(scene: &Scene) -> TextLabels {
    let title = if scene.revealed_dark {
        Variant::DarkMiniXiangqi.title()
    } else {
        scene.variant.title()
    };
    let western = scene.style == Style::Western && scene.variant != Variant::MiniShogi;
    TextLabels {
        colon: ": ".into(),
        heading: format!(
            "{title}, {} at the bottom{}",
            scene.variant.side_name(scene.orientation),
            if western {
                " (WXF letters, upper case = red)"
            } else {
                ""
            }
        ),
        hands: Color::ALL.map(|c| format!("{} hand", scene.variant.side_name(c))),
        last_move: "last move".into(),
        your_last_move: "your last move".into(),
        drop_on: "drop on".into(),
        taken_on: "your piece taken on".into(),
        check: "check".into(),
        fog: "fog".into(),
        unknown: "unknown piece".into(),
    }
}
