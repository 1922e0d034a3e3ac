//! What to draw: plain data, independent of how positions are represented in `rules`.

use std::fmt;

use rules::{Color, Variant};

/// How pieces are drawn.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Style {
    /// Characters: 帥仕相俥傌炮兵 / 將士象車馬砲卒 on discs; 王玉飛角金銀歩 (promoted 龍馬全と
    /// in red) on pentagons.
    #[default]
    Traditional,
    /// Letters for players who do not read the characters: WXF letters K A E H R C P on
    /// discs; K R B G S P (promoted +R +B +S +P in red) on pentagons.
    Western,
}

impl Style {
    /// Both styles.
    pub const ALL: [Style; 2] = [Style::Traditional, Style::Western];

    /// Its name, as players choose it: `traditional`, `western`.
    pub const fn name(self) -> &'static str {
        match self {
            Style::Traditional => "traditional",
            Style::Western => "western",
        }
    }

    /// The style named `name`; the traditional one for any other name (the default).
    pub fn named(name: &str) -> Style {
        Style::ALL
            .into_iter()
            .find(|s| s.name() == name)
            .unwrap_or_default()
    }
}

/// What a piece is. The first seven belong to the xiangqi family, the rest to Minishogi.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Xiangqi general (帥/將), WXF `K`.
    General,
    /// Xiangqi advisor (仕/士), WXF `A`.
    Advisor,
    /// Xiangqi elephant (相/象), WXF `E`.
    Elephant,
    /// Xiangqi horse (傌/馬), WXF `H`.
    Horse,
    /// Xiangqi chariot (俥/車), WXF `R`.
    Chariot,
    /// Xiangqi cannon (炮/砲), WXF `C`.
    Cannon,
    /// Xiangqi soldier (兵/卒), WXF `P`.
    Soldier,
    /// Shogi king (玉 for sente, 王 for gote).
    King,
    /// Shogi rook (飛).
    Rook,
    /// Shogi bishop (角).
    Bishop,
    /// Shogi gold general (金).
    Gold,
    /// Shogi silver general (銀).
    Silver,
    /// Shogi pawn (歩).
    Pawn,
    /// Promoted rook, dragon (龍).
    Dragon,
    /// Promoted bishop, dragon horse (馬).
    DragonHorse,
    /// Promoted silver (全).
    PromotedSilver,
    /// Promoted pawn, tokin (と).
    Tokin,
}

impl Kind {
    /// The xiangqi-family kinds.
    pub const XIANGQI: [Kind; 7] = [
        Kind::General,
        Kind::Advisor,
        Kind::Elephant,
        Kind::Horse,
        Kind::Chariot,
        Kind::Cannon,
        Kind::Soldier,
    ];
    /// The Minishogi kinds, unpromoted then promoted.
    pub const SHOGI: [Kind; 10] = [
        Kind::King,
        Kind::Rook,
        Kind::Bishop,
        Kind::Gold,
        Kind::Silver,
        Kind::Pawn,
        Kind::Dragon,
        Kind::DragonHorse,
        Kind::PromotedSilver,
        Kind::Tokin,
    ];

    /// Whether this is a Minishogi piece.
    pub const fn is_shogi(self) -> bool {
        (self as u8) >= (Kind::King as u8)
    }

    /// Whether this is a promoted shogi piece (drawn in red).
    pub const fn is_promoted(self) -> bool {
        matches!(
            self,
            Kind::Dragon | Kind::DragonHorse | Kind::PromotedSilver | Kind::Tokin
        )
    }

    /// Whether the piece is the one whose capture or mate ends the game.
    pub const fn is_royal(self) -> bool {
        matches!(self, Kind::General | Kind::King)
    }

    /// The character printed on the piece in the traditional style.
    pub const fn character(self, color: Color) -> char {
        let red = matches!(color, Color::Red);
        match self {
            Kind::General => {
                if red {
                    '帥'
                } else {
                    '將'
                }
            }
            Kind::Advisor => {
                if red {
                    '仕'
                } else {
                    '士'
                }
            }
            Kind::Elephant => {
                if red {
                    '相'
                } else {
                    '象'
                }
            }
            Kind::Horse => {
                if red {
                    '傌'
                } else {
                    '馬'
                }
            }
            Kind::Chariot => {
                if red {
                    '俥'
                } else {
                    '車'
                }
            }
            Kind::Cannon => {
                if red {
                    '炮'
                } else {
                    '砲'
                }
            }
            Kind::Soldier => {
                if red {
                    '兵'
                } else {
                    '卒'
                }
            }
            Kind::King => {
                if red {
                    '玉'
                } else {
                    '王'
                }
            }
            Kind::Rook => '飛',
            Kind::Bishop => '角',
            Kind::Gold => '金',
            Kind::Silver => '銀',
            Kind::Pawn => '歩',
            Kind::Dragon => '龍',
            Kind::DragonHorse => '馬',
            Kind::PromotedSilver => '全',
            Kind::Tokin => 'と',
        }
    }

    /// The letters printed in the western style (`+` marks promotion).
    pub const fn letters(self) -> &'static str {
        match self {
            Kind::General | Kind::King => "K",
            Kind::Advisor => "A",
            Kind::Elephant => "E",
            Kind::Horse => "H",
            Kind::Chariot => "R",
            Kind::Cannon => "C",
            Kind::Soldier => "P",
            Kind::Rook => "R",
            Kind::Bishop => "B",
            Kind::Gold => "G",
            Kind::Silver => "S",
            Kind::Pawn => "P",
            Kind::Dragon => "+R",
            Kind::DragonHorse => "+B",
            Kind::PromotedSilver => "+S",
            Kind::Tokin => "+P",
        }
    }
}

/// A piece: its side and kind.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Owner.
    pub color: Color,
    /// What it is.
    pub kind: Kind,
}

impl Piece {
    /// A piece of `color` and `kind`.
    pub const fn new(color: Color, kind: Kind) -> Piece {
        Piece { color, kind }
    }
}

/// What one point (xiangqi) or square (shogi) shows.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Cell {
    /// Nothing there (or, in a fog view, seen to be empty).
    #[default]
    Empty,
    /// A piece: one's own, or an identified enemy piece in a fog view.
    Piece(Piece),
    /// Fog view: something stands here but its side and kind are hidden (a face-down disc).
    Marker,
    /// Fog view: this point cannot be seen.
    Fog,
}

/// Pieces in hand (Minishogi): kind and count, for one side.
pub type Hand = Vec<(Kind, u8)>;

/// Everything one board picture shows.
///
/// Cells are rank-major: `index = rank * width + file`, rank 0 is Red's (sente's) first
/// rank and file 0 is file `a`. See [`Scene::dimensions`].
///
/// ```
/// use render::{Cell, Kind, Piece, Scene, Style};
/// use rules::{Color, Variant};
///
/// let mut scene = Scene::empty(Variant::MiniXiangqi, Color::Red);
/// scene.cells[3] = Cell::Piece(Piece::new(Color::Red, Kind::General)); // d1
/// scene.style = Style::Western;
/// let png = render::render_png(&scene).unwrap();
/// assert_eq!(&png[1..4], b"PNG");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Scene {
    /// The game, which decides the board.
    pub variant: Variant,
    /// The board, rank-major from Red's first rank.
    pub cells: Vec<Cell>,
    /// Pieces in hand, indexed by [`Color::index`]; Minishogi only (ignored otherwise).
    pub hands: Option<[Hand; 2]>,
    /// The last move's origin (`None` for a drop) and destination.
    pub last_move: Option<(Option<usize>, usize)>,
    /// That move in every notation (`C6+2`, `P*3c`), for the text board; set by the
    /// constructors that know the game ([`Scene::revealed`], [`Scene::replay`],
    /// [`Scene::for_player`], [`Scene::fog_replay`]). Shown only where the move is.
    pub last_move_written: Option<rules::Written>,
    /// How the viewer writes moves (the text board names the last move so).
    pub writing: rules::Writing,
    /// A dark game's true board, once the game is over: drawn as Mini Xiangqi, named as
    /// Dark Mini Xiangqi.
    pub revealed_dark: bool,
    /// The general or king in check.
    pub check: Option<usize>,
    /// Fog views only: the point where one of the viewer's pieces was just taken, marked
    /// with a red ring and a crossed badge (the player is told of the capture anyway).
    pub lost: Option<usize>,
    /// The side at the bottom of the picture.
    pub orientation: Color,
    /// How pieces are drawn.
    pub style: Style,
    /// A line or two above the board (players, move number, whose turn); `\n` splits
    /// lines, at most two are shown. A single line too long for the picture is broken in
    /// two at a ` · `; a line still too long is shortened, its longest part first.
    pub caption: Option<String>,
}

impl Scene {
    /// The board of `variant` as (files, ranks).
    pub const fn dimensions(variant: Variant) -> (usize, usize) {
        let (files, ranks) = crate::geometry::Board::of(variant).dims();
        (files as usize, ranks as usize)
    }

    /// An empty board seen from `orientation`, traditional style, no caption.
    pub fn empty(variant: Variant, orientation: Color) -> Scene {
        let (w, h) = Scene::dimensions(variant);
        Scene {
            variant,
            cells: vec![Cell::Empty; w * h],
            hands: None,
            last_move: None,
            last_move_written: None,
            writing: rules::Writing::default(),
            revealed_dark: false,
            check: None,
            lost: None,
            orientation,
            style: Style::Traditional,
            caption: None,
        }
    }

    /// Whether this is a fog-of-war view (the dark variant, or any fog or marker cell).
    pub fn is_fog_view(&self) -> bool {
        self.variant == Variant::DarkMiniXiangqi
            || self
                .cells
                .iter()
                .any(|c| matches!(c, Cell::Fog | Cell::Marker))
    }

    /// The highlight that is actually drawn: in a fog view only the viewer's own move
    /// (its destination holds one of the viewer's pieces) is shown; a move whose piece
    /// has since been taken is not (its point is then [`Scene::shown_lost`]).
    pub fn shown_last_move(&self) -> Option<(Option<usize>, usize)> {
        let (from, to) = self.last_move?;
        if self.is_fog_view() {
            match self.cells.get(to) {
                Some(Cell::Piece(p)) if p.color == self.orientation => {}
                _ => return None,
            }
        }
        Some((from, to))
    }

    /// The lost-piece mark that is actually drawn: only in a fog view (an open board shows
    /// the capture itself).
    pub fn shown_lost(&self) -> Option<usize> {
        if self.is_fog_view() { self.lost } else { None }
    }

    /// The check mark that is actually drawn: none in a fog view.
    pub fn shown_check(&self) -> Option<usize> {
        if self.is_fog_view() { None } else { self.check }
    }

    /// Checks the scene against its variant.
    pub fn validate(&self) -> Result<(), RenderError> {
        let (w, h) = Scene::dimensions(self.variant);
        if self.cells.len() != w * h {
            return Err(RenderError::CellCount {
                expected: w * h,
                found: self.cells.len(),
            });
        }
        let shogi = self.variant == Variant::MiniShogi;
        for c in &self.cells {
            if let Cell::Piece(p) = c
                && p.kind.is_shogi() != shogi
            {
                return Err(RenderError::WrongKind {
                    kind: p.kind,
                    variant: self.variant,
                });
            }
        }
        if let (true, Some(hands)) = (shogi, &self.hands) {
            for &(k, _) in hands.iter().flatten() {
                if !k.is_shogi() || k.is_promoted() || k == Kind::King {
                    return Err(RenderError::WrongKind {
                        kind: k,
                        variant: self.variant,
                    });
                }
            }
        }
        let in_range = |i: usize| {
            if i < w * h {
                Ok(())
            } else {
                Err(RenderError::IndexOutOfRange(i))
            }
        };
        if let Some((from, to)) = self.last_move {
            if let Some(f) = from {
                in_range(f)?;
            }
            in_range(to)?;
        }
        for i in self.check.into_iter().chain(self.lost) {
            in_range(i)?;
        }
        Ok(())
    }
}

/// Why a picture could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RenderError {
    /// `cells` has the wrong length for the variant.
    CellCount {
        /// Width × height of the variant's board.
        expected: usize,
        /// What the scene had.
        found: usize,
    },
    /// A piece (or a piece in hand) that the variant does not use.
    WrongKind {
        /// The offending kind.
        kind: Kind,
        /// The scene's variant.
        variant: Variant,
    },
    /// A highlight, check or lost-piece index outside the board.
    IndexOutOfRange(usize),
    /// An animation needs at least one frame.
    NoFrames,
    /// Animation frames must share board, orientation and style.
    MixedFrames,
    /// The encoder failed (should not happen when writing to memory).
    Encode(String),
    /// A FEN given to [`Scene::from_fen`] could not be read.
    Fen(String),
}

impl fmt::Display for RenderError {
    /// Terse, for programmers and logs: render says no words to players.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for RenderError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_style_reads_back_from_its_name_and_any_other_name_is_traditional() {
        for style in Style::ALL {
            assert_eq!(Style::named(style.name()), style);
        }
        assert_eq!(Style::named("Western"), Style::Traditional);
        assert_eq!(Style::named(""), Style::Traditional);
    }
}
