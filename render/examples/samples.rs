//! Writes sample pictures: `cargo run -p palace-render --example samples -- /tmp/render-samples`.

use render::{Cell, Kind, Piece, Scene, Style};
use rules::{Color, Variant};

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "/tmp/render-samples".to_string());
    std::fs::create_dir_all(&dir).expect("create output directory");
    let write = |name: &str, bytes: &[u8]| {
        let path = format!("{dir}/{name}");
        std::fs::write(&path, bytes).expect("write sample");
        println!("{path} {} bytes", bytes.len());
    };
    let t = std::time::Instant::now();
    render::warm_up();
    println!("warm_up: {:?}", t.elapsed());
    for v in Variant::ALL {
        for style in Style::ALL {
            for color in Color::ALL {
                let mut s = Scene::from_fen(v, v.start_fen(), color).expect("start fen");
                s.style = style;
                // Long names of any script, broken in two lines at a ` · `; Black's views
                // show a finished game's caption.
                s.caption = Some(match color {
                    Color::Red => format!(
                        "Алексей Смирнов-Пе… (red) vs 山田太郎 (black) · {} · Move 1 · \
                         Black to move",
                        v.title()
                    ),
                    Color::Black => {
                        format!(
                            "Zoë vs Nguyễn Văn Đức · {} · Red wins by checkmate",
                            v.title()
                        )
                    }
                });
                let (w, _) = Scene::dimensions(v);
                if v == Variant::MiniShogi {
                    s.last_move = Some((Some(0), w));
                    s.cells[w] = s.cells[0];
                    s.cells[0] = Cell::Empty;
                    s.cells[2 * w + 2] = Cell::Piece(Piece::new(Color::Black, Kind::Tokin));
                    s.cells[2 * w + 3] = Cell::Piece(Piece::new(Color::Red, Kind::DragonHorse));
                    // Sente's hand full: every kind, with counts.
                    s.hands = Some([
                        vec![
                            (Kind::Rook, 1),
                            (Kind::Bishop, 2),
                            (Kind::Gold, 1),
                            (Kind::Silver, 2),
                            (Kind::Pawn, 2),
                        ],
                        vec![(Kind::Gold, 1), (Kind::Bishop, 1)],
                    ]);
                    s.check = Some(4 * w + 4);
                } else {
                    s.last_move = Some((Some(1), 2 * w + 2));
                    s.cells.swap(1, 2 * w + 2);
                    s.check = s
                        .cells
                        .iter()
                        .position(|c| *c == Cell::Piece(Piece::new(Color::Black, Kind::General)));
                }
                let name = format!("{}-{:?}-{}.png", v.name(), style, color.name()).to_lowercase();
                write(&name, &render::render_png(&s).expect("render"));
                if style == Style::Traditional && color == Color::Red {
                    println!("{}", render::text_board(&s, &labels(&s)));
                }
            }
        }
    }
    // A short replay, each frame labelled with its move, the last with a result.
    let v = Variant::Xiangqi;
    let mut s = Scene::from_fen(v, v.start_fen(), Color::Red).expect("start fen");
    let heading = "Алексей Смирнов-Пе… vs 山田太郎 · Xiangqi";
    s.caption = Some(format!("{heading}\nStart"));
    let mut frames = vec![s.clone()];
    let sq = |n: &str| {
        let f = (n.as_bytes()[0] - b'a') as usize;
        let r: usize = n[1..].parse().expect("rank");
        (r - 1) * 9 + f
    };
    let moves = [
        ("h3", "e3", "C2=5"),
        ("h10", "g8", "H8+7"),
        ("h1", "g3", "H2+3"),
        ("i10", "h10", "R9=8"),
        ("i1", "h1", "R1=2"),
        ("b10", "c8", "H2+3"),
        ("e3", "e7", "C5+4"),
    ];
    for (n, (a, b, notation)) in moves.into_iter().enumerate() {
        let (from, to) = (sq(a), sq(b));
        s.cells[to] = s.cells[from];
        s.cells[from] = Cell::Empty;
        s.last_move = Some((Some(from), to));
        // Captioned as the bot captions a replay (`1. C2=5`, `1… H8+7`).
        let ply = n + 1;
        let mut label = if ply % 2 == 1 {
            format!("{}. {notation}", ply.div_ceil(2))
        } else {
            format!("{}… {notation}", ply / 2)
        };
        if n + 1 == moves.len() {
            label = format!("{label} · Black wins by resignation");
        }
        s.caption = Some(format!("{heading}\n{label}"));
        frames.push(s.clone());
    }
    write(
        "xiangqi-replay.gif",
        &render::render_gif(&frames).expect("gif"),
    );

    // A fog view of the dark variant.
    let v = Variant::DarkMiniXiangqi;
    let mut s = Scene::from_fen(v, v.start_fen(), Color::Red).expect("start fen");
    for (i, c) in s.cells.iter_mut().enumerate() {
        let rank = i / 7;
        if rank >= 4 {
            *c = if rank == 4 && i % 2 == 0 {
                Cell::Marker
            } else {
                Cell::Fog
            };
        }
    }
    s.cells[5 * 7 + 3] = Cell::Piece(Piece::new(Color::Black, Kind::Soldier));
    s.cells[5 * 7 + 2] = Cell::Empty;
    s.last_move = Some((Some(8), 15));
    s.cells.swap(8, 15);
    // Red's cannon on b1 was just taken by a chariot: ringed, with a crossed badge.
    s.cells[1] = Cell::Piece(Piece::new(Color::Black, Kind::Chariot));
    s.lost = Some(1);
    s.caption =
        Some("Dark Mini Xiangqi · you are red · move 3\nYour cannon on b2 was captured".into());
    write("dark-fog-red.png", &render::render_png(&s).expect("render"));
    println!("{}", render::text_board(&s, &labels(&s)));

    // Minishogi early on: empty hands (their trays hold only their marks), one caption line.
    for style in Style::ALL {
        let v = Variant::MiniShogi;
        let mut s = Scene::from_fen(v, v.start_fen(), Color::Black).expect("start fen");
        s.style = style;
        s.hands = Some([vec![(Kind::Pawn, 1)], vec![]]);
        s.caption = Some("Alice vs Bob · Move 4 · Alice to move".into());
        let name = format!("minishogi-early-{style:?}.png").to_lowercase();
        write(&name, &render::render_png(&s).expect("render"));
    }

    // Players' names of many languages, put through `caption_text` as the service does
    // (emoji dropped; a name that cannot be drawn becomes the side's name).
    let pairs = [
        ["Łukasz Żółć", "Antonín Dvořák"],
        ["Ağaoğlu İsmail", "Ștefan Țurcanu"],
        ["Nguyễn Thị Hằng", "Олексій Їжак"],
        ["Αλέξανδρος Ψάλτης", "山田 はなこ"],
        ["李小龍 🐉", "김민준"],
        ["Zoë 🎉 𝓐𝓵𝓲𝓬𝓮", "שרה"],
    ];
    for (n, [a, b]) in pairs.into_iter().enumerate() {
        let v = Variant::MiniXiangqi;
        let mut s = Scene::from_fen(v, v.start_fen(), Color::Red).expect("start fen");
        let shown = |name: &str, c: Color| {
            render::caption_text(name).unwrap_or_else(|| ["Red", "Black"][c.index()].to_owned())
        };
        s.caption = Some(format!(
            "{} vs {}\nMove 12 · Red to move",
            shown(a, Color::Red),
            shown(b, Color::Black)
        ));
        write(
            &format!("names-{}.png", n + 1),
            &render::render_png(&s).expect("render"),
        );
    }
    // A tournament's standings, as a table drawn like the boards.
    let right = render::Align::Right;
    let table = render::Table {
        title: "Swiss · Xiangqi · after round 3 of 4".into(),
        columns: vec![
            ("#".into(), right),
            ("Player".into(), render::Align::Left),
            ("Points".into(), right),
            ("Buchholz cut-1".into(), right),
            ("Sonneborn-Berger".into(), right),
        ],
        rows: [
            ["1", "alice", "2½", "4", "5"],
            ["2", "山田太郎", "2", "3", "1½"],
            ["3", "Nguyễn Văn Đức", "2", "3", "½"],
            ["3", "Алексей Смирнов", "2", "3", "½"],
            ["5", "bob", "½", "4", "1"],
        ]
        .iter()
        .map(|r| r.iter().map(|c| (*c).to_owned()).collect())
        .collect(),
    };
    write(
        "standings.png",
        &render::render_table_png(&table).expect("render"),
    );
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
