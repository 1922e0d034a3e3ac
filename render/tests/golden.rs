//! Golden pictures: decoded pixels must match `tests/golden/*.png`.
//!
//! After an intended change, look at the new pictures and regenerate with
//! `PALACE_BLESS=1 cargo test -p palace-render --test golden`.

mod common;

use std::path::PathBuf;

use common::{decode_png, fog_view, sq, start};
use render::{Cell, Kind, Piece, Scene, Style};
use rules::{Color, Variant};

fn check(name: &str, scene: &Scene) {
    let png = render::render_png(scene).unwrap();
    let path: PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "tests",
        "golden",
        &format!("{name}.png"),
    ]
    .iter()
    .collect();
    if std::env::var_os("PALACE_BLESS").is_some() {
        std::fs::write(&path, &png).unwrap();
        return;
    }
    let want = std::fs::read(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (run with PALACE_BLESS=1 to create it)",
            path.display()
        )
    });
    let (got, want) = (decode_png(&png), decode_png(&want));
    assert_eq!((got.w, got.h), (want.w, want.h), "{name}: size");
    let differing = got.px.iter().zip(&want.px).filter(|(a, b)| a != b).count();
    assert!(
        differing == 0,
        "{name}: {differing} pixels differ (PALACE_BLESS=1 regenerates after review)"
    );
}

#[test]
fn mini_xiangqi_start() {
    check(
        "minixiangqi-start-red",
        &start(Variant::MiniXiangqi, Color::Red),
    );
}

#[test]
fn xiangqi_western_black_with_highlights() {
    let v = Variant::Xiangqi;
    let mut s = start(v, Color::Black);
    s.style = Style::Western;
    let (from, to) = (sq(v, "h3"), sq(v, "e3"));
    s.cells[to] = s.cells[from];
    s.cells[from] = Cell::Empty;
    s.last_move = Some((Some(from), to));
    s.check = Some(sq(v, "e10"));
    s.caption = Some("Alice (red) vs Bob (black) · move 1 · black to play".into());
    check("xiangqi-western-black", &s);
}

#[test]
fn minishogi_with_hands() {
    let v = Variant::MiniShogi;
    let mut s = Scene::from_fen(v, "rb1gk/4+P/2s2/P4/KGSBR[Pgs] b 0 1", Color::Red).unwrap();
    s.last_move = Some((None, sq(v, "c3")));
    s.cells[sq(v, "b4")] = Cell::Piece(Piece::new(Color::Black, Kind::Dragon));
    check("minishogi-hands", &s);
}

#[test]
fn dark_fog_view() {
    let mut s = fog_view();
    s.caption = Some("Your cannon on b1 was captured".into());
    // Red's own move a2–a3 is marked on Red's turn; the chariot that took the cannon on
    // b1 stands there, marked.
    let v = s.variant;
    s.cells[sq(v, "a3")] = s.cells[sq(v, "a2")];
    s.cells[sq(v, "a2")] = Cell::Empty;
    s.last_move = Some((Some(sq(v, "a2")), sq(v, "a3")));
    s.cells[sq(v, "b1")] = Cell::Piece(Piece::new(Color::Black, Kind::Chariot));
    s.lost = Some(sq(v, "b1"));
    check("dark-fog-red", &s);
}
