//! Text boards for terminals and screen readers.
//!
//! The traditional style uses the piece characters and full-width marks (two columns
//! each, so the grid stays aligned in a monospace CJK-capable terminal); the western style
//! is plain ASCII — WXF letters in the xiangqi family (`R H E A K C P`), FEN letters in
//! Minishogi, upper case for Red/sente — and lines up in a Discord code block. Files are
//! numbered as on the pictures (WXF: each side counts its own files from its right), the
//! xiangqi boards' ranks and file letters are the coordinates a player types (`h3e3`), and
//! both follow the scene's orientation and say what the picture's highlights say.

use std::fmt::Write;

use rules::{Color, Variant};

use crate::scene::{Cell, Kind, Piece, Scene, Style};

fn fen_letter(p: Piece) -> String {
    let s = match p.kind {
        Kind::General | Kind::King => "k",
        Kind::Advisor => "a",
        Kind::Elephant => "b",
        Kind::Horse => "n",
        Kind::Chariot | Kind::Rook => "r",
        Kind::Cannon => "c",
        Kind::Soldier | Kind::Pawn => "p",
        Kind::Bishop => "b",
        Kind::Gold => "g",
        Kind::Silver => "s",
        Kind::Dragon => "+r",
        Kind::DragonHorse => "+b",
        Kind::PromotedSilver => "+s",
        Kind::Tokin => "+p",
    };
    if p.color == Color::Red {
        s.to_ascii_uppercase()
    } else {
        s.to_string()
    }
}

/// The name of a cell index, e.g. `e1` (files a.., ranks from 1).
pub fn square_name(variant: Variant, index: usize) -> String {
    let (w, _) = Scene::dimensions(variant);
    let file = (b'a' + (index % w) as u8) as char;
    format!("{file}{}", index / w + 1)
}

/// The WXF letter of a xiangqi-family piece, upper case for Red.
fn wxf_letter(p: Piece) -> String {
    let c = match p.kind {
        Kind::Chariot => 'R',
        Kind::Horse => 'H',
        Kind::Elephant => 'E',
        Kind::Advisor => 'A',
        Kind::General => 'K',
        Kind::Cannon => 'C',
        Kind::Soldier => 'P',
        _ => return fen_letter(p),
    };
    if p.color == Color::Red {
        c.to_string()
    } else {
        c.to_ascii_lowercase().to_string()
    }
}

/// A file's WXF number for `color`: each side counts from its own right.
fn wxf_file(color: Color, file: usize, width: usize) -> usize {
    match color {
        Color::Red => width - file,
        Color::Black => file + 1,
    }
}

fn cell_text(scene: &Scene, cell: &Cell) -> String {
    let shogi = scene.variant == Variant::MiniShogi;
    match (scene.style, cell) {
        (Style::Traditional, Cell::Empty) => if shogi { " ・" } else { "＋" }.to_string(),
        (Style::Traditional, Cell::Fog) => "〓".to_string(),
        (Style::Traditional, Cell::Marker) => "〇".to_string(),
        (Style::Traditional, Cell::Piece(p)) => {
            let ch = p.kind.character(p.color);
            if shogi {
                let mark = if p.color == Color::Black { 'v' } else { ' ' };
                format!("{mark}{ch}")
            } else {
                ch.to_string()
            }
        }
        (Style::Western, c) => {
            let s = match c {
                Cell::Empty => ".".to_string(),
                Cell::Fog => "#".to_string(),
                Cell::Marker => "?".to_string(),
                Cell::Piece(p) if shogi => fen_letter(*p),
                Cell::Piece(p) => wxf_letter(*p),
            };
            if shogi {
                format!("{s:>3}")
            } else {
                format!("{s:>2}")
            }
        }
    }
}

/// The words of a text board, which are the caller's: render draws what it is given and
/// says no words of its own, nor its punctuation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextLabels {
    /// Between a label and what it names (`: `; `：` in Chinese and Japanese).
    pub colon: String,
    /// The line under the caption: the game, whose side is at the bottom, how pieces are
    /// written.
    pub heading: String,
    /// Each side's hand in Minishogi (`sente hand`), by [`Color::index`].
    pub hands: [String; 2],
    /// Before the last move (`last move`).
    pub last_move: String,
    /// Before a fog view's own most recent move (`your last move`).
    pub your_last_move: String,
    /// Before a drop's point (`drop on`).
    pub drop_on: String,
    /// Before the point where the viewer's piece was taken (`your piece taken on`).
    pub taken_on: String,
    /// Before the point of a general in check (`check`).
    pub check: String,
    /// After the fog's symbol (`fog`).
    pub fog: String,
    /// After the unknown piece's symbol (`unknown piece`).
    pub unknown: String,
}

impl Default for TextLabels {
    /// No words, and `: ` between a label and what it names.
    fn default() -> TextLabels {
        TextLabels {
            colon: ": ".to_owned(),
            heading: String::new(),
            hands: [String::new(), String::new()],
            last_move: String::new(),
            your_last_move: String::new(),
            drop_on: String::new(),
            taken_on: String::new(),
            check: String::new(),
            fog: String::new(),
            unknown: String::new(),
        }
    }
}

fn hand_text(scene: &Scene, color: Color, labels: &TextLabels) -> Option<String> {
    let hands = scene.hands.as_ref()?;
    let hand = &hands[color.index()];
    let items: Vec<String> = hand
        .iter()
        .filter(|&&(_, n)| n > 0)
        .map(|&(k, n)| {
            let name = match scene.style {
                Style::Traditional => k.character(color).to_string(),
                Style::Western => fen_letter(Piece::new(color, k)),
            };
            if n > 1 { format!("{name}{n}") } else { name }
        })
        .collect();
    Some(format!(
        "{}{}{}",
        labels.hands[color.index()],
        labels.colon,
        if items.is_empty() {
            "-".to_string()
        } else {
            items.join(" ")
        }
    ))
}

/// A monospace text board of the scene.
///
/// ```
/// use render::{Scene, Style};
/// use rules::{Color, Variant};
///
/// let v = Variant::MiniXiangqi;
/// let mut scene = Scene::from_fen(v, v.start_fen(), Color::Red).unwrap();
/// scene.style = Style::Western;
/// let labels = render::TextLabels {
///     heading: "Mini Xiangqi, red at the bottom".into(),
///     ..Default::default()
/// };
/// let text = render::text_board(&scene, &labels);
/// assert!(text.contains(" 1  R C H K H C R"));
/// ```
pub fn text_board(scene: &Scene, labels: &TextLabels) -> String {
    let (w, h) = Scene::dimensions(scene.variant);
    let shogi = scene.variant == Variant::MiniShogi;
    let trad = scene.style == Style::Traditional;
    let mut out = String::new();
    if let Some(c) = &scene.caption {
        for line in c.lines().filter(|l| !l.trim().is_empty()).take(2) {
            let _ = writeln!(out, "{}", line.trim());
        }
    }
    let bottom = scene.orientation;
    let _ = writeln!(out, "{}", labels.heading);
    if shogi && let Some(t) = hand_text(scene, !bottom, labels) {
        let _ = writeln!(out, "{t}");
    }
    let files: Vec<usize> = match bottom {
        Color::Red => (0..w).collect(),
        Color::Black => (0..w).rev().collect(),
    };
    let ranks: Vec<usize> = match bottom {
        Color::Red => (0..h).rev().collect(),
        Color::Black => (0..h).collect(),
    };
    // Xiangqi files carry each side's WXF numbers (Chinese numerals for Red in the
    // traditional style, as on the pictures); Minishogi's are 5..1 from sente's side.
    let xiangqi_files = |color: Color| -> String {
        files
            .iter()
            .map(|&f| {
                let n = wxf_file(color, f, w);
                match (trad, color) {
                    (true, Color::Red) => ["一", "二", "三", "四", "五", "六", "七", "八", "九"]
                        .get(n - 1)
                        .copied()
                        .unwrap_or("?")
                        .to_string(),
                    (true, Color::Black) => {
                        char::from_u32(0xFF10 + n as u32).unwrap_or('?').to_string()
                    }
                    (false, _) => format!("{n:>2}"),
                }
            })
            .collect()
    };
    let file_line: String = if shogi {
        let digits = ["１", "２", "３", "４", "５"];
        files
            .iter()
            .map(|&f| {
                let n = w - f;
                if trad {
                    format!(" {}", digits.get(n - 1).copied().unwrap_or("?"))
                } else {
                    format!("{n:>3}")
                }
            })
            .collect()
    } else {
        xiangqi_files(bottom)
    };
    if !shogi {
        let _ = writeln!(out, "   {}", xiangqi_files(!bottom));
    }
    if shogi {
        let _ = writeln!(out, "{file_line}");
    }
    for &r in &ranks {
        let row: String = files
            .iter()
            .map(|&f| {
                cell_text(
                    scene,
                    &scene.cells.get(r * w + f).copied().unwrap_or_default(),
                )
            })
            .collect();
        if shogi {
            let letter = (b'a' + (h - 1 - r) as u8) as char;
            let _ = writeln!(out, "{row}  {letter}");
        } else {
            let _ = writeln!(out, "{:>2} {row}", r + 1);
        }
    }
    if shogi {
        if let Some(t) = hand_text(scene, bottom, labels) {
            let _ = writeln!(out, "{t}");
        }
    } else {
        let _ = writeln!(out, "   {file_line}");
        // The coordinates' file letters, as on the pictures (full-width in the
        // traditional grid, so that each stands under its file).
        let letters: String = files
            .iter()
            .map(|&f| {
                if trad {
                    char::from_u32(0xFF41 + f as u32).unwrap_or('?').to_string()
                } else {
                    format!("{:>2}", (b'a' + f as u8) as char)
                }
            })
            .collect();
        let _ = writeln!(out, "   {letters}");
    }
    // A fog view shows the viewer's own most recent move, which on their turn is not the
    // last ply: it says whose move it is.
    let which = if scene.is_fog_view() {
        &labels.your_last_move
    } else {
        &labels.last_move
    };
    if let Some((from, to)) = scene.shown_last_move() {
        let to_name = shogi_or_xq_name(scene, to);
        let squares = match from {
            Some(f) => format!("{}-{to_name}", shogi_or_xq_name(scene, f)),
            None => format!("{} {to_name}", labels.drop_on),
        };
        // In the game's notation, as the messages write it; the squares for the picture.
        let _ = match &scene.last_move_written {
            Some(w) => writeln!(
                out,
                "{which}{}{} ({squares})",
                labels.colon,
                scene.writing.write(w)
            ),
            None => writeln!(out, "{which}{}{squares}", labels.colon),
        };
    }
    if let Some(l) = scene.shown_lost() {
        let _ = writeln!(out, "{} {}", labels.taken_on, shogi_or_xq_name(scene, l));
    }
    if let Some(c) = scene.shown_check() {
        let _ = writeln!(
            out,
            "{}{}{}",
            labels.check,
            labels.colon,
            shogi_or_xq_name(scene, c)
        );
    }
    let has = |want: Cell| scene.cells.contains(&want);
    if has(Cell::Fog) || has(Cell::Marker) {
        let (fog, marker) = if trad { ("〓", "〇") } else { ("#", "?") };
        let _ = writeln!(out, "{fog} {}, {marker} {}", labels.fog, labels.unknown);
    }
    out
}

/// Minishogi squares read as shogi players do (`3c`: file 3, rank c); others as `e1`.
fn shogi_or_xq_name(scene: &Scene, index: usize) -> String {
    if scene.variant == Variant::MiniShogi {
        let (w, h) = Scene::dimensions(scene.variant);
        let file = w - index % w;
        let rank = (b'a' + (h - 1 - (index / w).min(h - 1)) as u8) as char;
        format!("{file}{rank}")
    } else {
        square_name(scene.variant, index)
    }
}
