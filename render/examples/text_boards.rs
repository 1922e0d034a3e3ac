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
    println!(
        "{}",
        text_board(&Scene::from_xiangqi(
            &after,
            Some(m),
            Color::Red,
            Style::Traditional
        ))
    );
    let dark = dark::Position::from_fen("3k3/7/1r5/7/1n5/7/1C2K2 w - - 0 1").expect("valid");
    let view = dark::View::of(&dark, Color::Red);
    println!("{}", text_board(&Scene::from_view(&view, Style::Western)));
}
