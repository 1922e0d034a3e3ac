//! Decodes what the renderer produces and checks sizes and colors at known points.

mod common;

use common::{count_around, decode_png, fog_view, near, sq, start};
use render::{Cell, Kind, Piece, RenderError, Scene, Style};
use rules::{Color, Variant};

const WOOD: [u8; 3] = [233, 198, 140];
const LINE: [u8; 3] = [86, 52, 24];

fn is_red_ink(p: [u8; 3]) -> bool {
    p[0] > 150 && p[1] < 90 && p[2] < 90
}

fn is_black_ink(p: [u8; 3]) -> bool {
    p.iter().all(|&c| c < 70)
}

#[test]
fn sizes_fit_a_discord_embed() {
    for v in Variant::ALL {
        for caption in [
            None,
            Some("Alice vs Bob · move 12 · red to play".to_string()),
        ] {
            let mut s = start(v, Color::Red);
            s.caption = caption;
            let png = render::render_png(&s).unwrap();
            let img = decode_png(&png);
            assert_eq!((img.w, img.h), render::picture_size(&s), "{v}");
            assert!((450..=650).contains(&img.w), "{v}: width {}", img.w);
            assert!(png.len() <= 40 * 1024, "{v}: {} bytes", png.len());
        }
    }
}

#[test]
fn palace_diagonal_is_drawn_and_plain_squares_are_not() {
    let v = Variant::Xiangqi;
    let s = Scene::empty(v, Color::Red);
    let img = decode_png(&render::render_png(&s).unwrap());
    let mid = |a: &str, b: &str| {
        let (p, q) = (
            render::cell_center(&s, sq(v, a)).unwrap(),
            render::cell_center(&s, sq(v, b)).unwrap(),
        );
        ((p.0 + q.0) / 2, (p.1 + q.1) / 2)
    };
    // Between d1 and e2 runs a palace diagonal; between a1 and b2 there is only wood.
    assert!(count_around(&img, mid("d1", "e2"), 2, |p| near(p, LINE, 30)) >= 3);
    assert!(near(img.at(mid("a1", "b2").0, mid("a1", "b2").1), WOOD, 2));
    // Mini Xiangqi: palace on files c–e, so c1–d2 has a diagonal, b1–c2 none.
    let v = Variant::MiniXiangqi;
    let s = Scene::empty(v, Color::Red);
    let img = decode_png(&render::render_png(&s).unwrap());
    let c = |n: &str| render::cell_center(&s, sq(v, n)).unwrap();
    let m1 = ((c("c1").0 + c("d2").0) / 2, (c("c1").1 + c("d2").1) / 2);
    let m2 = ((c("b1").0 + c("c2").0) / 2, (c("b1").1 + c("c2").1) / 2);
    assert!(count_around(&img, m1, 2, |p| near(p, LINE, 30)) >= 3);
    assert!(near(img.at(m2.0, m2.1), WOOD, 2));
}

#[test]
fn pieces_show_their_side_in_ink() {
    for style in Style::ALL {
        let v = Variant::Xiangqi;
        let mut s = start(v, Color::Red);
        s.style = style;
        let img = decode_png(&render::render_png(&s).unwrap());
        let red = render::cell_center(&s, sq(v, "e1")).unwrap();
        let black = render::cell_center(&s, sq(v, "e10")).unwrap();
        assert!(count_around(&img, red, 20, is_red_ink) > 60, "{style:?}");
        assert!(count_around(&img, red, 20, is_black_ink) < 5, "{style:?}");
        assert!(
            count_around(&img, black, 20, is_black_ink) > 60,
            "{style:?}"
        );
        assert!(count_around(&img, black, 20, is_red_ink) < 5, "{style:?}");
    }
}

#[test]
fn shogi_promoted_pieces_are_red() {
    let v = Variant::MiniShogi;
    let mut s = start(v, Color::Red);
    s.cells[sq(v, "c3")] = Cell::Piece(Piece::new(Color::Red, Kind::Tokin));
    let img = decode_png(&render::render_png(&s).unwrap());
    let tokin = render::cell_center(&s, sq(v, "c3")).unwrap();
    let silver = render::cell_center(&s, sq(v, "c1")).unwrap();
    assert!(count_around(&img, tokin, 16, is_red_ink) > 30);
    assert!(count_around(&img, silver, 16, is_red_ink) == 0);
    assert!(count_around(&img, silver, 16, is_black_ink) > 30);
}

#[test]
fn fog_covers_points_and_markers_are_face_down() {
    let s = fog_view();
    let v = s.variant;
    let img = decode_png(&render::render_png(&s).unwrap());
    // Fog is slate over the wood; the board lines stay faintly visible.
    let (x, y) = render::cell_center(&s, sq(v, "a7")).unwrap();
    let fog = img.at(x - 15, y - 15);
    assert!(near(fog, [99, 103, 111], 8), "{fog:?}");
    // A marker is a brown disc with no ink.
    let m = render::cell_center(&s, sq(v, "d5")).unwrap();
    assert_eq!(count_around(&img, m, 18, is_red_ink), 0);
    assert!(count_around(&img, m, 18, |p| near(p, [122, 84, 52], 6)) > 200);
    // Visible empty points are plain wood.
    let (x, y) = render::cell_center(&s, sq(v, "c5")).unwrap();
    assert!(near(img.at(x - 15, y - 15), WOOD, 2));
}

#[test]
fn fog_views_are_pure_functions_of_the_view() {
    let a = fog_view();
    let b = fog_view();
    assert_eq!(
        render::render_png(&a).unwrap(),
        render::render_png(&b).unwrap()
    );
    assert_eq!(common::text_board(&a), common::text_board(&b));
    // The opponent's move (ending on a marker or in fog) and checks are not shown.
    let mut c = fog_view();
    c.last_move = Some((Some(sq(c.variant, "d6")), sq(c.variant, "d5")));
    c.check = Some(sq(c.variant, "d1"));
    assert_eq!(
        render::render_png(&a).unwrap(),
        render::render_png(&c).unwrap()
    );
    // One's own move is.
    let mut d = fog_view();
    d.last_move = Some((Some(sq(d.variant, "a2")), sq(d.variant, "a1")));
    assert_ne!(
        render::render_png(&a).unwrap(),
        render::render_png(&d).unwrap()
    );
}

#[test]
fn black_sees_the_board_turned() {
    let v = Variant::Xiangqi;
    let red_view = start(v, Color::Red);
    let black_view = start(v, Color::Black);
    let a = decode_png(&render::render_png(&red_view).unwrap());
    let b = decode_png(&render::render_png(&black_view).unwrap());
    assert_eq!((a.w, a.h), (b.w, b.h));
    // The board turns about its centre (the labels around it do not turn with it).
    let corner = |name| render::cell_center(&red_view, sq(v, name)).unwrap();
    let (sx, sy) = (
        corner("a1").0 + corner("i10").0,
        corner("a1").1 + corner("i10").1,
    );
    for name in ["e1", "a1", "h3", "c10"] {
        let i = sq(v, name);
        let (x, y) = render::cell_center(&red_view, i).unwrap();
        let (bx, by) = render::cell_center(&black_view, i).unwrap();
        // Centres are pixel corners: the 180° turn maps corner (x, y) to (sx - x, sy - y).
        assert_eq!((bx, by), (sx - x, sy - y), "{name}");
        // Discs are drawn upright for both viewers: their faces match.
        for dy in 0..12 {
            for dx in 0..12 {
                assert_eq!(
                    a.at(x - 6 + dx, y - 6 + dy),
                    b.at(bx - 6 + dx, by - 6 + dy),
                    "{name}"
                );
            }
        }
    }
    // Red's general is at the bottom for Red and at the top for Black.
    let e1 = sq(v, "e1");
    assert!(render::cell_center(&red_view, e1).unwrap().1 > a.h / 2);
    assert!(render::cell_center(&black_view, e1).unwrap().1 < b.h / 2);
}

#[test]
fn shogi_pieces_turn_with_the_board() {
    let v = Variant::MiniShogi;
    let s = start(v, Color::Red);
    let t = start(v, Color::Black);
    let a = decode_png(&render::render_png(&s).unwrap());
    let b = decode_png(&render::render_png(&t).unwrap());
    // Sente's silver on c1: upright for sente, pointing down for gote, same face turned.
    let i = sq(v, "c1");
    let (x, y) = render::cell_center(&s, i).unwrap();
    let (bx, by) = render::cell_center(&t, i).unwrap();
    for dy in 0..16 {
        for dx in 0..16 {
            let p = a.at(x - 8 + dx, y - 8 + dy);
            let q = b.at(bx + 7 - dx, by + 7 - dy);
            assert_eq!(p, q, "({dx}, {dy})");
        }
    }
}

#[test]
fn last_move_and_check_are_marked() {
    let v = Variant::MiniXiangqi;
    let plain = start(v, Color::Red);
    let mut s = plain.clone();
    s.last_move = Some((Some(sq(v, "b1")), sq(v, "b4")));
    s.check = Some(sq(v, "d7"));
    let a = decode_png(&render::render_png(&plain).unwrap());
    let b = decode_png(&render::render_png(&s).unwrap());
    for (name, ok) in [
        // The highlight or the corner bracket drawn over it: green, not wood.
        (
            "b1",
            (|p: [u8; 3]| p[2] < 110 && p[1] >= 120) as fn([u8; 3]) -> bool,
        ),
        ("b4", |p| p[2] < 110 && p[1] >= 120),
        ("d7", |p| p[0] > 200 && p[1] < 160 && p[2] < 110),
    ] {
        let (x, y) = render::cell_center(&s, sq(v, name)).unwrap();
        let corner = (x - 31, y - 20);
        assert!(
            ok(b.at(corner.0, corner.1)),
            "{name}: {:?}",
            b.at(corner.0, corner.1)
        );
        assert!(near(a.at(corner.0, corner.1), WOOD, 2), "{name}");
    }
    // The check ring is orange over the general's rim, a colour no piece has.
    let (x, y) = render::cell_center(&s, sq(v, "d7")).unwrap();
    let rim = b.at(x + 31, y);
    assert!(
        rim[0] > 230 && (110..170).contains(&rim[1]) && rim[2] < 60,
        "{rim:?}"
    );
}

#[test]
fn captions_add_a_band_above_the_board() {
    let v = Variant::MiniXiangqi;
    let plain = start(v, Color::Red);
    let mut s = plain.clone();
    s.caption = Some("Alice vs Bob\nmove 3, black to play".into());
    let (w, h) = render::picture_size(&plain);
    let (w2, h2) = render::picture_size(&s);
    assert_eq!(w, w2);
    assert!(h2 > h + 40);
    let img = decode_png(&render::render_png(&s).unwrap());
    // Light text on the dark band, from the left margin.
    assert!(count_around(&img, (60, 20), 40, |p| p[0] > 200) > 20);
    // An absurdly long caption is shortened, not wrapped over the board.
    let mut one = plain.clone();
    one.caption = Some("x".into());
    s.caption = Some("x".repeat(5000));
    assert_eq!(render::picture_size(&s), render::picture_size(&one));
    render::render_png(&s).unwrap();
    // A line too long for the picture breaks at a ` · ` into two lines.
    s.caption = Some("Alice (red) vs Bob (black) · Move 12 · Red to move, in check".into());
    assert_eq!(render::picture_size(&s), (w, h2));
}

#[test]
fn bad_scenes_are_errors_not_panics() {
    let v = Variant::Xiangqi;
    let mut s = start(v, Color::Red);
    s.cells.pop();
    assert_eq!(
        render::render_png(&s),
        Err(RenderError::CellCount {
            expected: 90,
            found: 89
        })
    );
    let mut s = start(v, Color::Red);
    s.cells[40] = Cell::Piece(Piece::new(Color::Red, Kind::Gold));
    assert!(matches!(
        render::render_png(&s),
        Err(RenderError::WrongKind { .. })
    ));
    let mut s = start(v, Color::Red);
    s.last_move = Some((None, 90));
    assert_eq!(
        render::render_png(&s),
        Err(RenderError::IndexOutOfRange(90))
    );
    let mut s = start(Variant::MiniShogi, Color::Red);
    s.hands = Some([vec![(Kind::King, 1)], vec![]]);
    assert!(render::render_png(&s).is_err());
    assert_eq!(render::render_gif(&[]), Err(RenderError::NoFrames));
    let a = start(v, Color::Red);
    let b = start(v, Color::Black);
    assert_eq!(render::render_gif(&[a, b]), Err(RenderError::MixedFrames));
    assert!(Scene::from_fen(v, "rnbakabnr/9/9 w", Color::Red).is_err());
    assert!(Scene::from_fen(v, "", Color::Red).is_err());
}

#[test]
fn arbitrary_scenes_never_panic() {
    let mut seed: u64 = 42;
    let mut rand = move |n: usize| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((seed >> 33) % n as u64) as usize
    };
    let kinds = [
        Kind::General,
        Kind::Cannon,
        Kind::Soldier,
        Kind::King,
        Kind::Tokin,
        Kind::Pawn,
        Kind::Gold,
    ];
    let captions = [
        "",
        "\n\n",
        "🐉 dragon 龍 \u{202e}rtl\u{0} tab\t",
        "a\nb\nc\nd",
        "ﾟ∀ﾟ",
    ];
    let mut rendered = 0;
    for round in 0..60 {
        let v = Variant::ALL[round % 4];
        let (w, h) = Scene::dimensions(v);
        let own: Vec<Kind> = kinds
            .iter()
            .copied()
            .filter(|k| k.is_shogi() == (v == Variant::MiniShogi))
            .collect();
        let kinds: &[Kind] = if rand(8) == 0 { &kinds } else { &own };
        let mut s = Scene::empty(v, Color::ALL[rand(2)]);
        s.style = Style::ALL[rand(2)];
        let len = if rand(10) == 0 {
            rand(w * h + 3)
        } else {
            w * h
        };
        s.cells = (0..len)
            .map(|_| match rand(5) {
                0 => Cell::Fog,
                1 => Cell::Marker,
                2 => Cell::Piece(Piece::new(Color::ALL[rand(2)], kinds[rand(kinds.len())])),
                _ => Cell::Empty,
            })
            .collect();
        s.last_move = Some((
            if rand(2) == 0 {
                None
            } else {
                Some(rand(w * h + 2))
            },
            rand(w * h + 2),
        ));
        s.check = Some(rand(w * h + 2));
        s.hands = Some([
            vec![(kinds[rand(kinds.len())], rand(256) as u8)],
            vec![(Kind::Pawn, 255); 9],
        ]);
        s.caption = Some(captions[rand(captions.len())].repeat(rand(40)));
        if render::render_png(&s).is_ok() {
            rendered += 1;
        }
        let _ = common::text_board(&s);
        let _ = render::render_gif(&[s.clone(), s]);
    }
    assert!(rendered > 10, "only {rendered} scenes were drawable");
}

/// At the 400 px width Discord shows on a phone, the file numbers of the xiangqi boards
/// stand at least 10 px tall: measured on the decoded picture as the height of the dark
/// ink in the band below the board's frame, above the file letters.
#[test]
fn file_numbers_are_readable_at_phone_width() {
    for v in [Variant::MiniXiangqi, Variant::Xiangqi] {
        for style in [Style::Traditional, Style::Western] {
            let mut scene = start(v, Color::Red);
            scene.style = style;
            let img = common::decode_png(&render::render_png(&scene).unwrap());
            let (w, h) = (img.w as usize, img.h as usize);
            // The rows holding ink nearer the label colour than the wood (sums 202 and
            // 571): the frame, then the labels below it.
            let dark = |x: usize, y: usize| {
                let [r, g, b] = img.px[y * w + x];
                u32::from(r) + u32::from(g) + u32::from(b) < 386
            };
            let rows: Vec<usize> = (h * 8 / 10..h)
                .filter(|&y| (w / 8..w * 7 / 8).any(|x| dark(x, y)))
                .collect();
            // The runs of inked rows: the last is the file letters' row, the one before it
            // the file numbers' (pieces and frame are above them).
            let breaks: Vec<usize> = rows
                .windows(2)
                .enumerate()
                .filter(|(_, p)| p[1] != p[0] + 1)
                .map(|(i, _)| i + 1)
                .collect();
            let [.., from, to] = breaks[..] else {
                panic!("{v} {style:?}: no row of numbers above the letters")
            };
            let ink = rows[to - 1] - rows[from] + 1;
            let at_phone = ink as f64 * 400.0 / w as f64;
            assert!(
                at_phone >= 10.0,
                "{v} {style:?}: {ink} px of {w} → {at_phone:.1} px at 400"
            );
        }
    }
}

/// Minishogi's file numbers, above the board, also stand 10 px tall at 400 px wide.
#[test]
fn minishogi_labels_are_readable_at_phone_width() {
    for style in [Style::Traditional, Style::Western] {
        let mut scene = start(Variant::MiniShogi, Color::Red);
        scene.style = style;
        assert_eq!(scene.caption, None);
        let img = common::decode_png(&render::render_png(&scene).unwrap());
        let (w, h) = (img.w as usize, img.h as usize);
        let inked = |y: usize| {
            (w / 4..w * 7 / 10).any(|x| {
                let [r, g, b] = img.px[y * w + x];
                u32::from(r) + u32::from(g) + u32::from(b) < 386
            })
        };
        // The first run of inked rows from the top is the row of file numbers.
        let first = (0..h).find(|&y| inked(y)).unwrap();
        let ink = (first..h).take_while(|&y| inked(y)).count();
        let at_phone = ink as f64 * 400.0 / w as f64;
        assert!(
            at_phone >= 10.0,
            "{style:?}: {ink} px of {w} → {at_phone:.1} px at 400"
        );
    }
}

/// The height of each caption line's ink, in rows of the picture scaled to the 400 px
/// width a phone shows: the picture is shrunk as a browser does, and a row counts when a
/// pixel in the caption band is nearer the text's colour than the band's.
fn caption_rows_at_phone(img: &common::Decoded) -> Vec<usize> {
    const BAND: [u8; 3] = [52, 36, 24];
    const TEXT: [u8; 3] = [246, 232, 204];
    let sum = |p: [u8; 3]| p.iter().map(|&c| u32::from(c)).sum::<u32>();
    let middle = (sum(BAND) + sum(TEXT)) / 2;
    let small = common::scaled_to(img, 400);
    let band_end = (0..small.h)
        .find(|&y| !near(small.at(0, y), BAND, 6))
        .unwrap_or(0);
    let inked: Vec<bool> = (0..band_end)
        .map(|y| (0..small.w).any(|x| sum(small.at(x, y)) > middle))
        .collect();
    let mut lines = Vec::new();
    let mut run = 0;
    for ink in inked.into_iter().chain([false]) {
        if ink {
            run += 1;
        } else if run > 0 {
            lines.push(run);
            run = 0;
        }
    }
    lines
}

/// Captions' capitals stand at least 10 px tall when the picture is shown 400 px wide, on
/// every board, in a fog view and in a replay's frames (whose captions change).
#[test]
fn captions_are_readable_at_phone_width() {
    // Capitals only, so that the ink's height is the capitals' height.
    let caption = "ALICE VS BOB · MOVE 12\nRED WINS BY CHECKMATE";
    let mut pictures = Vec::new();
    for v in [Variant::Xiangqi, Variant::MiniXiangqi, Variant::MiniShogi] {
        for style in Style::ALL {
            let mut s = start(v, Color::Black);
            s.style = style;
            s.caption = Some(caption.into());
            if v == Variant::MiniShogi {
                s.hands = Some([vec![(Kind::Pawn, 2)], vec![(Kind::Gold, 1)]]);
            }
            pictures.push((format!("{v} {style:?}"), s));
        }
    }
    let mut fog = fog_view();
    fog.caption = Some(caption.into());
    pictures.push(("fog view".into(), fog));
    for (name, s) in &pictures {
        let img = decode_png(&render::render_png(s).unwrap());
        let lines = caption_rows_at_phone(&img);
        assert_eq!(lines.len(), 2, "{name}: {lines:?}");
        assert!(
            lines.iter().all(|&h| h >= 10),
            "{name}: {lines:?} px at 400"
        );
    }

    // A replay: the frames' second lines change.
    let v = Variant::Xiangqi;
    let mut s = start(v, Color::Red);
    let mut frames = Vec::new();
    for (n, (a, b)) in [("h3", "e3"), ("h10", "g8"), ("h1", "g3")]
        .iter()
        .enumerate()
    {
        s.caption = Some(format!("ALICE VS BOB\nMOVE {}", n + 1));
        frames.push(s.clone());
        let (from, to) = (sq(v, a), sq(v, b));
        s.cells[to] = s.cells[from];
        s.cells[from] = Cell::Empty;
        s.last_move = Some((Some(from), to));
    }
    let (w, h) = render::picture_size(&frames[0]);
    for (n, canvas) in common::play(&render::render_gif(&frames).unwrap())
        .into_iter()
        .enumerate()
    {
        let img = common::Decoded { w, h, px: canvas };
        let lines = caption_rows_at_phone(&img);
        assert_eq!(lines.len(), 2, "frame {n}: {lines:?}");
        assert!(
            lines.iter().all(|&h| h >= 10),
            "frame {n}: {lines:?} px at 400"
        );
    }
}

/// The 8-connected blobs of `points` (pixel coordinates), each as its rows' span.
fn blobs(points: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let set: std::collections::HashSet<(usize, usize)> = points.iter().copied().collect();
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for &p in points {
        if !seen.insert(p) {
            continue;
        }
        let (mut top, mut bottom) = (p.1, p.1);
        let mut stack = vec![p];
        while let Some((x, y)) = stack.pop() {
            top = top.min(y);
            bottom = bottom.max(y);
            for dy in -1i64..=1 {
                for dx in -1i64..=1 {
                    let q = ((x as i64 + dx) as usize, (y as i64 + dy) as usize);
                    if set.contains(&q) && seen.insert(q) {
                        stack.push(q);
                    }
                }
            }
        }
        out.push((top, bottom));
    }
    out
}

/// Every kind a Minishogi hand holds.
const HAND_KINDS: [Kind; 5] = [
    Kind::Rook,
    Kind::Bishop,
    Kind::Gold,
    Kind::Silver,
    Kind::Pawn,
];

/// Minishogi's counts of pieces in hand stand 14 px tall at 400 px wide: measured as the
/// pixels that change when each count goes from one to two (the digits alone: a tray
/// keeps the room of a count beside every piece, so nothing else moves).
#[test]
fn hand_counts_are_readable_at_phone_width() {
    let v = Variant::MiniShogi;
    let kinds = HAND_KINDS;
    for orientation in Color::ALL {
        let mut one = start(v, orientation);
        one.hands = Some([
            kinds.map(|k| (k, 1)).to_vec(),
            kinds.map(|k| (k, 1)).to_vec(),
        ]);
        let mut two = one.clone();
        two.hands = Some([
            kinds.map(|k| (k, 2)).to_vec(),
            kinds.map(|k| (k, 2)).to_vec(),
        ]);
        let a = decode_png(&render::render_png(&one).unwrap());
        let b = decode_png(&render::render_png(&two).unwrap());
        let w = a.w as usize;
        let changed: Vec<(usize, usize)> = (0..a.px.len())
            .filter(|&i| a.px[i] != b.px[i])
            .map(|i| (i % w, i / w))
            .collect();
        // Ten digits, five in each tray.
        let heights: Vec<usize> = blobs(&changed).iter().map(|(t, b)| b - t + 1).collect();
        eprintln!("{orientation}: counts {heights:?} px of {w}");
        assert_eq!(heights.len(), 10, "{orientation}: {heights:?}");
        for ink in heights {
            let at_phone = ink as f64 * 400.0 / w as f64;
            assert!(
                at_phone >= 14.0,
                "{orientation}: {ink} px of {w} → {at_phone:.1}"
            );
        }
    }
}

/// The rows and columns spanned by the pixels of a piece's face colour in `img` that
/// `before` does not have, within the rectangle `area` (x0, y0, x1, y1).
fn new_face(img: &common::Decoded, before: Option<&common::Decoded>, area: [u32; 4]) -> (u32, u32) {
    const FACE: [u8; 3] = [250, 224, 166];
    let [x0, y0, x1, y1] = area;
    let (mut xs, mut ys) = ((u32::MAX, 0), (u32::MAX, 0));
    for y in y0..y1 {
        for x in x0..x1 {
            let p = img.at(x, y);
            if near(p, FACE, 4) && before.is_none_or(|b| !near(b.at(x, y), FACE, 4)) {
                xs = (xs.0.min(x), xs.1.max(x));
                ys = (ys.0.min(y), ys.1.max(y));
            }
        }
    }
    (xs.1 + 1 - xs.0, ys.1 + 1 - ys.0)
}

/// A piece in hand is at least two thirds of the same piece on the board, in width and in
/// height, from either side.
#[test]
fn pieces_in_hand_are_two_thirds_of_a_board_piece() {
    let v = Variant::MiniShogi;
    for orientation in Color::ALL {
        let plain = start(v, orientation);
        let mut held = plain.clone();
        held.hands = Some([vec![(Kind::Pawn, 1)], vec![]]);
        let (a, b) = (
            decode_png(&render::render_png(&plain).unwrap()),
            decode_png(&render::render_png(&held).unwrap()),
        );
        let in_hand = new_face(&b, Some(&a), [0, 0, b.w, b.h]);
        // Sente's pawn starts on a2.
        let cell = render::cell_center(&plain, 1).unwrap().0;
        let half = cell.abs_diff(render::cell_center(&plain, 0).unwrap().0) / 2;
        let (x, y) = render::cell_center(&plain, sq(v, "a2")).unwrap();
        let on_board = new_face(&a, None, [x - half, y - half, x + half, y + half]);
        let ratio_w = f64::from(in_hand.0) / f64::from(on_board.0);
        let ratio_h = f64::from(in_hand.1) / f64::from(on_board.1);
        eprintln!(
            "{orientation}: pawn's face in hand {in_hand:?} px, on the board {on_board:?} px: \
             {ratio_w:.2} of its width, {ratio_h:.2} of its height"
        );
        assert!(
            ratio_w >= 2.0 / 3.0 && ratio_h >= 2.0 / 3.0,
            "{orientation}"
        );
    }
}

/// Trays are only as long as their hands: an empty hand's tray holds its mark alone, a
/// full one reaches across most of the board; and the board takes the picture's width.
#[test]
fn trays_are_as_long_as_the_hand_and_the_board_gets_the_width() {
    const KOMADAI: [u8; 3] = [196, 146, 88];
    let v = Variant::MiniShogi;
    let tray_length = |hands: Option<[Vec<(Kind, u8)>; 2]>| {
        let mut s = start(v, Color::Red);
        s.hands = hands;
        let img = decode_png(&render::render_png(&s).unwrap());
        // The longest run of tray wood in a row of the picture's lowest tenth.
        (img.h * 9 / 10..img.h)
            .map(|y| {
                let (mut best, mut run) = (0, 0);
                for x in 0..img.w {
                    run = if near(img.at(x, y), KOMADAI, 2) {
                        run + 1
                    } else {
                        0
                    };
                    best = best.max(run);
                }
                best
            })
            .max()
            .unwrap_or(0) as f64
            / f64::from(img.w)
    };
    let empty = tray_length(None);
    let small = tray_length(Some([vec![(Kind::Pawn, 1)], vec![]]));
    let kinds = HAND_KINDS;
    let full = tray_length(Some([kinds.map(|k| (k, 2)).to_vec(), vec![]]));
    eprintln!("tray lengths: empty {empty:.2}, one pawn {small:.2}, full {full:.2} of the width");
    assert!(
        empty < 0.12 && empty < small && small < 0.3 && full > 0.7,
        "{empty} {small} {full}"
    );
    let s = start(v, Color::Red);
    let (a, e) = (
        render::cell_center(&s, sq(v, "a1")).unwrap().0,
        render::cell_center(&s, sq(v, "e1")).unwrap().0,
    );
    let board = f64::from(a.abs_diff(e)) * 5.0 / 4.0;
    let share = board / f64::from(render::picture_size(&s).0);
    eprintln!("the board takes {share:.2} of the width");
    assert!(share >= 0.85, "{share}");
}

/// A game's pictures keep one size: a caption that fits one line, one that wraps into two,
/// and two given lines all get the same band, on every board and from either side; and a
/// replay's frames are as tall as its pictures.
#[test]
fn a_caption_that_wraps_does_not_change_the_size() {
    let short = "Alice vs Bob · Move 3 · Bob to move";
    let long = "Алексей Смирнов (red) vs 山田太郎 (black) · Move 12 · Red to move, in check";
    for v in Variant::ALL {
        for orientation in Color::ALL {
            let mut s = start(v, orientation);
            let size = |s: &Scene| {
                let img = decode_png(&render::render_png(s).unwrap());
                assert_eq!((img.w, img.h), render::picture_size(s));
                (img.w, img.h)
            };
            s.caption = Some(short.into());
            let one = size(&s);
            s.caption = Some(long.into());
            let wrapped = size(&s);
            s.caption = Some(format!("{short}\nRed wins by checkmate"));
            let two = size(&s);
            assert_eq!(one, wrapped, "{v} {orientation}");
            assert_eq!(one, two, "{v} {orientation}");
            let frames = [short, long].map(|c| {
                let mut f = s.clone();
                f.caption = Some(c.into());
                f
            });
            let gif = render::render_gif(&frames).unwrap();
            let d = gif::DecodeOptions::new().read_info(&gif[..]).unwrap();
            assert_eq!((u32::from(d.width()), u32::from(d.height())), one, "{v}");
        }
    }
}

/// A dark player's picture, on their own turn after the opponent took a piece of theirs:
/// their own last move is marked (green corner brackets), the point of the lost piece is
/// ringed in red with a crossed badge; the opponent's picture marks neither, and an open
/// board draws no such mark.
#[test]
fn fog_views_mark_the_own_move_and_the_piece_just_lost() {
    use rules::dark;
    let start_fen = "3k3/7/7/r6/7/7/R1K4 w - - 0 1";
    let mut game = rules::Game::new(dark::Position::from_fen(start_fen).unwrap());
    for m in ["c1c2", "a4a1"] {
        let m = game.position().parse_move(m).unwrap();
        assert!(game.play(m));
    }
    let v = Variant::DarkMiniXiangqi;
    let picture = |viewer: Color| {
        let report = dark::Report::for_player(&game, viewer);
        let s = Scene::from_report(&report, Style::Traditional);
        (decode_png(&render::render_png(&s).unwrap()), s)
    };
    let is_bracket = |p: [u8; 3]| p[2] < 110 && p[1] >= 110 && p[0] < 140;
    let is_cross = |p: [u8; 3]| p[0] > 190 && p[1] < 60 && p[2] < 60;
    let (red, rs) = picture(Color::Red);
    for n in ["c1", "c2"] {
        let (x, y) = render::cell_center(&rs, sq(v, n)).unwrap();
        // The top-left corner bracket.
        assert!(
            count_around(&red, (x - 30, y - 30), 4, is_bracket) > 10,
            "red {n}"
        );
    }
    let lost = render::cell_center(&rs, sq(v, "a1")).unwrap();
    assert!(
        count_around(&red, lost, 36, is_cross) > 300,
        "red a1: no mark"
    );
    // Black's picture: its own capture marked, nothing of Red's move, no cross.
    let (black, bs) = picture(Color::Black);
    let (x, y) = render::cell_center(&bs, sq(v, "c2")).unwrap();
    assert_eq!(count_around(&black, (x - 30, y - 30), 4, is_bracket), 0);
    assert_eq!(
        black.px.iter().filter(|&&p| is_cross(p)).count(),
        0,
        "black: a lost-piece mark"
    );
    // The cross is a fog view's only.
    let mut open = start(Variant::MiniXiangqi, Color::Red);
    open.lost = Some(sq(v, "d4"));
    let img = decode_png(&render::render_png(&open).unwrap());
    assert_eq!(img.px.iter().filter(|&&p| is_cross(p)).count(), 0);
}

/// A label's ink: rows of pixels, `true` where dark.
type Glyph = Vec<Vec<bool>>;

/// The dark ink (nearer the labels' colour than the wood) of `img` in the box
/// `x0..x1` × `y0..y1`, trimmed to the rows and columns that hold some.
fn ink_in(img: &common::Decoded, (x0, x1): (u32, u32), (y0, y1): (u32, u32)) -> Glyph {
    let dark = |x: u32, y: u32| {
        let [r, g, b] = img.at(x, y);
        u32::from(r) + u32::from(g) + u32::from(b) < 386
    };
    let rows: Vec<u32> = (y0..y1).filter(|&y| (x0..x1).any(|x| dark(x, y))).collect();
    let cols: Vec<u32> = (x0..x1).filter(|&x| (y0..y1).any(|y| dark(x, y))).collect();
    let (Some(&top), Some(&bottom), Some(&left), Some(&right)) =
        (rows.first(), rows.last(), cols.first(), cols.last())
    else {
        return vec![];
    };
    (top..=bottom)
        .map(|y| (left..=right).map(|x| dark(x, y)).collect())
        .collect()
}

/// The coordinates a player types (`h2e2`, `b1b5`) are on the xiangqi boards' pictures:
/// a rank number left of each rank and a file letter below each file, under the file
/// numbers. Each label stays with its rank or file when the board is turned for Black
/// (the same ink beside the same line), no two are alike, and each stands at least 10 px
/// tall at the 400 px a phone shows (the letters measured by `b`, the tallest).
#[test]
fn coordinates_are_labelled_and_turn_with_the_board() {
    for v in [Variant::MiniXiangqi, Variant::Xiangqi] {
        let (files, ranks) = Scene::dimensions(v);
        // Per orientation: the rank numbers' ink, then the file letters'.
        let mut seen: Vec<(Vec<Glyph>, Vec<Glyph>)> = vec![];
        for orientation in [Color::Red, Color::Black] {
            let scene = start(v, orientation);
            let img = decode_png(&render::render_png(&scene).unwrap());
            let at = |i: usize| render::cell_center(&scene, i).unwrap();
            let c = at(1).0.abs_diff(at(0).0);
            let phone = |rows: usize| rows as f64 * 400.0 / img.w as f64;
            // Left of the frame (0.56 of a cell off the leftmost file), level with each rank.
            let left = (0..files).map(|f| at(f).0).min().unwrap() - c * 56 / 100 - 2;
            let rank_labels: Vec<_> = (0..ranks)
                .map(|r| {
                    let y = at(r * files).1;
                    let ink = ink_in(&img, (0, left), (y - c / 2, y + c / 2));
                    assert!(
                        phone(ink.len()) >= 10.0,
                        "{v} {orientation:?} rank {}: {} px at 400",
                        r + 1,
                        phone(ink.len())
                    );
                    ink
                })
                .collect();
            // The last run of inked rows at the bottom is the letters' row.
            let bottom = (0..ranks).map(|r| at(r * files).1).max().unwrap();
            let inked: Vec<u32> = (bottom + c / 2..img.h)
                .filter(|&y| {
                    (img.w / 16..img.w * 15 / 16).any(|x| {
                        let [r, g, b] = img.at(x, y);
                        u32::from(r) + u32::from(g) + u32::from(b) < 386
                    })
                })
                .collect();
            let start_at = inked
                .windows(2)
                .rposition(|p| p[1] != p[0] + 1)
                .map_or(0, |i| i + 1);
            let band = (inked[start_at], img.h);
            let letters: Vec<_> = (0..files)
                .map(|f| ink_in(&img, (at(f).0 - c / 2, at(f).0 + c / 2), band))
                .collect();
            assert!(
                phone(letters[1].len()) >= 10.0,
                "{v} {orientation:?} b: {} px at 400",
                phone(letters[1].len())
            );
            seen.push((rank_labels, letters));
        }
        assert_eq!(
            seen[0], seen[1],
            "{v}: labels move with the board when it turns"
        );
        let (rank_labels, letters) = &seen[0];
        for labels in [rank_labels, letters] {
            for (i, a) in labels.iter().enumerate() {
                assert!(!a.is_empty(), "{v}: label {i} has no ink");
                assert!(
                    labels[i + 1..].iter().all(|b| b != a),
                    "{v}: label {i} is drawn twice"
                );
            }
        }
    }
}
