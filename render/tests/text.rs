//! Text boards.

mod common;

use common::{fog_view, sq, start};
use render::{Cell, Kind, Piece, Scene, Style};
use rules::{Color, Variant};

#[test]
fn mini_xiangqi_western_from_red() {
    let mut s = start(Variant::MiniXiangqi, Color::Red);
    s.style = Style::Western;
    let want = "\
Mini Xiangqi, red at the bottom (WXF letters, upper case = red)
    1 2 3 4 5 6 7
 7  r c h k h c r
 6  p . p p p . p
 5  . . . . . . .
 4  . . . . . . .
 3  . . . . . . .
 2  P . P P P . P
 1  R C H K H C R
    7 6 5 4 3 2 1
    a b c d e f g
";
    assert_eq!(common::text_board(&s), want);
}

#[test]
fn xiangqi_traditional_from_black_is_turned() {
    let v = Variant::Xiangqi;
    let mut s = start(v, Color::Black);
    s.last_move = Some((Some(sq(v, "h3")), sq(v, "e3")));
    s.check = Some(sq(v, "e10"));
    s.caption = Some("Alice vs Bob".into());
    let text = common::text_board(&s);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Alice vs Bob");
    assert_eq!(lines[1], "Xiangqi, black at the bottom");
    // Each side's WXF file numbers at its edge, as on the picture.
    assert_eq!(lines[2], "   一二三四五六七八九");
    assert_eq!(lines[3], " 1 俥傌相仕帥仕相傌俥");
    assert_eq!(lines[12], "10 車馬象士將士象馬車");
    assert_eq!(lines[13], "   ９８７６５４３２１");
    // The coordinates' letters under their files, turned with the board.
    assert_eq!(lines[14], "   ｉｈｇｆｅｄｃｂａ");
    assert_eq!(lines[15], "last move: h3-e3");
    assert_eq!(lines[16], "check: e10");
}

#[test]
fn minishogi_shows_hands_and_promotions() {
    // A hand in the rules' one order (pawn, silver, gold, bishop, rook), whatever order
    // the FEN names its pieces in.
    let v = Variant::MiniShogi;
    let mut s = Scene::from_fen(v, "rb1gk/4+P/2s2/P4/KGSBR[Pgs] b 0 1", Color::Red).unwrap();
    s.last_move = Some((None, sq(v, "c3")));
    let want = "\
Minishogi, sente at the bottom
gote hand: 銀 金
 ５ ４ ３ ２ １
v飛v角 ・v金v王  a
 ・ ・ ・ ・ と  b
 ・ ・v銀 ・ ・  c
 歩 ・ ・ ・ ・  d
 玉 金 銀 角 飛  e
sente hand: 歩
last move: drop on 3c
";
    assert_eq!(common::text_board(&s), want);
    s.style = Style::Western;
    s.orientation = Color::Black;
    s.last_move = None;
    s.cells[sq(v, "b4")] = Cell::Piece(Piece::new(Color::Black, Kind::Dragon));
    let want = "\
Minishogi, gote at the bottom
sente hand: P
  1  2  3  4  5
  R  B  S  G  K  e
  .  .  .  .  P  d
  .  .  s  .  .  c
 +P  .  . +r  .  b
  k  g  .  b  r  a
gote hand: s g
";
    assert_eq!(common::text_board(&s), want);
}

#[test]
fn fog_views_have_a_legend_and_hide_the_opponent() {
    let mut s = fog_view();
    s.check = Some(sq(s.variant, "d1"));
    let text = common::text_board(&s);
    assert!(text.contains(" 7 〓〓〓〓〓〓〓\n"), "{text}");
    assert!(text.contains(" 5 〓〓＋〇〓〓〓\n"), "{text}");
    assert!(text.ends_with("〓 fog, 〇 unknown piece\n"), "{text}");
    assert!(!text.contains("check"));
    s.style = Style::Western;
    let text = common::text_board(&s);
    assert!(text.contains(" 5  # # . ? # # #\n"), "{text}");
}

/// A fog view's text names the viewer's own move as theirs (on their turn it is not the
/// last ply) and the point where a piece of theirs was just taken; an open board's text
/// says neither.
#[test]
fn fog_views_name_the_own_move_and_the_piece_lost() {
    let mut s = fog_view();
    let v = s.variant;
    s.cells[sq(v, "a3")] = s.cells[sq(v, "a2")];
    s.cells[sq(v, "a2")] = Cell::Empty;
    s.last_move = Some((Some(sq(v, "a2")), sq(v, "a3")));
    s.lost = Some(sq(v, "b1"));
    let text = common::text_board(&s);
    assert!(text.contains("\nyour last move: a2-a3\n"), "{text}");
    assert!(text.contains("\nyour piece taken on b1\n"), "{text}");
    let mut open = start(Variant::MiniXiangqi, Color::Red);
    open.lost = Some(sq(v, "b1"));
    assert!(!common::text_board(&open).contains("taken"));
}
