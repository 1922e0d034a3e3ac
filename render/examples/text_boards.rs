//! Prints text boards of a Xiangqi position and of a Dark Mini Xiangqi view.
//!
//! `cargo run -p palace-render --example text_boards`

use render::{Scene, Style, text_board};
use rules::{Color, Variant, dark, xiangqi};

fn main() {
    let pos = xiangqi::Position::new(Variant::Xiangqi).expect("xiangqi");
    let m = pos.parse_move("C2=5").expect("legal");
    let mut after = pos.clone();
    after.play_unchecked(m);
    println!("{}", {
        let s = Scene::from_xiangqi(&after, Some(m), Color::Red, Style::Traditional);
        text_board(&s, &labels(&s))
    });
    let dark = dark::Position::from_fen("3k3/7/1r5/7/1n5/7/1C2K2 w - - 0 1").expect("valid");
    let view = dark::View::of(&dark, Color::Red);
    let s = Scene::from_view(&view, Style::Western);
    println!("{}", text_board(&s, &labels(&s)));
}

/// The labels of a text board, in English (in the product they are the bot's voice's).
fn labels(scene: &render::Scene) -> render::TextLabels {
    render::TextLabels {
        colon: ": ".into(),
        heading: format!(
            "{}, {} at the bottom",
            scene.variant.title(),
            scene.variant.side_name(scene.orientation)
        ),
        hands: rules::Color::ALL.map(|c| format!("{} hand", scene.variant.side_name(c))),
        last_move: "last move".into(),
        your_last_move: "your last move".into(),
        drop_on: "drop on".into(),
        taken_on: "your piece taken on".into(),
        check: "check".into(),
        fog: "fog".into(),
        unknown: "unknown piece".into(),
    }
}
