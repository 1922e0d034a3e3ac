//! The xiangqi networks: Xiangqi's and Mini Xiangqi's evaluation, an efficiently updated
//! network trained here (`engine/match/nn/`, the recipe in its `README.md`).
//!
//! - **Inputs**, seen from each side in turn (its *perspective*): every piece by whose it
//!   is (the perspective's own or the other side's), its role and its point, the ranks
//!   counted from Black's side for Black (so that a position and its color mirror are
//!   seen alike) and the files reflected when the perspective's general stands right of
//!   the middle file (so that the network sees the two wings as one). At most 32 inputs
//!   are on.
//! - **Accumulator**: the first layer's sum for each perspective, kept along the search's
//!   moves ([`Net::update`]: a move takes the moved piece's row off and puts its
//!   new row on, and a capture takes the victim's off), summed afresh only when a general
//!   crosses the middle file.
//! - **Output**: the side to move's accumulator and the other's, each clipped to
//!   `0..=QA` and squared ("SCReLU"), a weighted sum of the two, in centipawns; plus a
//!   piece-square value of each input on, summed per perspective along the moves as the
//!   accumulator is, the side to move's sum less the other's, halved (Stockfish's "PSQT"
//!   path: material and placement learnt linearly, so that the layers learn the rest).
//!
//! Integer arithmetic throughout: the first layer in 255ths ([`QA`]), the output weights
//! in 64ths ([`QB`]). The trainer computes the same integers for its golden positions,
//! which a test holds the engine to.

use std::sync::OnceLock;

use rules::dark;
use rules::xiangqi::{Move, Piece, Position, Role, Square};
use rules::{Color, Variant};

/// A board the networks read: a Mini Xiangqi or Xiangqi position, or a board the dark
/// player sampled (whose general may be gone).
pub trait Board {
    /// The board's variant (which network reads it: [`net`]).
    fn variant(&self) -> Variant;
    /// The side to move.
    fn turn(&self) -> Color;
    /// Where `color`'s general stands.
    fn general(&self, color: Color) -> Option<Square>;
    /// The piece on `sq`.
    fn piece_at(&self, sq: Square) -> Option<Piece>;
    /// Calls `f` with every piece of both sides and its point.
    fn each_piece(&self, f: impl FnMut(Square, Piece));
}

impl Board for Position {
    #[inline]
    fn variant(&self) -> Variant {
        Position::variant(self)
    }

    #[inline]
    fn turn(&self) -> Color {
        Position::turn(self)
    }

    #[inline]
    fn general(&self, color: Color) -> Option<Square> {
        Position::general(self, color)
    }

    #[inline]
    fn piece_at(&self, sq: Square) -> Option<Piece> {
        Position::piece_at(self, sq)
    }

    #[inline]
    fn each_piece(&self, mut f: impl FnMut(Square, Piece)) {
        for c in [Color::Red, Color::Black] {
            for (sq, piece) in self.pieces(c) {
                f(sq, piece);
            }
        }
    }
}

impl Board for dark::Position {
    #[inline]
    fn variant(&self) -> Variant {
        dark::Position::variant(self)
    }

    #[inline]
    fn turn(&self) -> Color {
        dark::Position::turn(self)
    }

    #[inline]
    fn general(&self, color: Color) -> Option<Square> {
        dark::Position::general(self, color)
    }

    #[inline]
    fn piece_at(&self, sq: Square) -> Option<Piece> {
        dark::Position::piece_at(self, sq)
    }

    #[inline]
    fn each_piece(&self, mut f: impl FnMut(Square, Piece)) {
        for c in [Color::Red, Color::Black] {
            for (sq, piece) in self.pieces(c) {
                f(sq, piece);
            }
        }
    }
}

/// The width of each perspective's accumulator.
pub const HIDDEN: usize = 256;
/// Roles, general to soldier (the rules' `Role as usize - 1`).
const ROLES: usize = 7;
/// The first layer's fixed-point one.
const QA: i32 = 255;
/// The output layer's fixed-point one.
const QB: i32 = 64;
/// Centipawns per unit of the network's output.
const SCALE: i64 = 400;
/// The weight file's first bytes.
const MAGIC: &[u8; 8] = b"PALACENN";
/// The weight file's format.
const VERSION: u32 = 2;
/// The piece-square sums' fixed-point one (quarter centipawns), and the half of it that
/// turns the difference of the two perspectives' sums into centipawns.
const PSQT_DIVISOR: i32 = 8;

/// One variant's network.
pub struct Net {
    width: usize,
    points: usize,
    w1: Vec<[i16; HIDDEN]>,
    b1: [i16; HIDDEN],
    w2: [[i16; HIDDEN]; 2],
    b2: i32,
    psqt: Vec<i32>,
}

/// Why a weight file was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum NetError {
    /// Not a Palace network, or another format.
    Format,
    /// Made for another board or width.
    Shape {
        /// The inputs the file has.
        inputs: usize,
        /// Its accumulator's width.
        hidden: usize,
    },
    /// Longer or shorter than its header says.
    Length,
}

impl std::fmt::Display for NetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NetError::Format => f.write_str("not a Palace network of this version"),
            NetError::Shape { inputs, hidden } => {
                write!(
                    f,
                    "a network of {inputs} inputs and width {hidden}, not this board's"
                )
            }
            NetError::Length => f.write_str("a network file of the wrong length"),
        }
    }
}

/// The board's files and ranks.
fn board(variant: Variant) -> (usize, usize) {
    if variant == Variant::Xiangqi {
        (9, 10)
    } else {
        (7, 7)
    }
}

/// The number of inputs of `variant`'s network.
pub fn inputs(variant: Variant) -> usize {
    let (w, h) = board(variant);
    2 * ROLES * w * h
}

impl Net {
    /// Reads a weight file for `variant` (the trainer's format, little-endian: the magic,
    /// the version, the inputs and the width as `u32`, then the first layer's weights
    /// row by row and its biases as `i16`, the output weights (the side to move's half,
    /// then the other's) as `i16`, the output bias as `i32` and each input's piece-square
    /// value, in quarter centipawns, as `i32`).
    pub fn read(variant: Variant, bytes: &[u8]) -> Result<Net, NetError> {
        let header = |at: usize| {
            bytes
                .get(at..at + 4)
                .map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes")))
        };
        if bytes.get(..8) != Some(MAGIC.as_slice()) {
            return Err(NetError::Format);
        }
        let (Some(version), Some(n_in), Some(hidden)) = (header(8), header(12), header(16)) else {
            return Err(NetError::Length);
        };
        if version != VERSION {
            return Err(NetError::Format);
        }
        let (n_in, hidden) = (n_in as usize, hidden as usize);
        if n_in != inputs(variant) || hidden != HIDDEN {
            return Err(NetError::Shape {
                inputs: n_in,
                hidden,
            });
        }
        let layers = 20 + 2 * (n_in * HIDDEN + HIDDEN + 2 * HIDDEN) + 4;
        let want = layers + 4 * n_in;
        if bytes.len() != want {
            return Err(NetError::Length);
        }
        let mut words = bytes[20..layers - 4]
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]));
        let mut row = || {
            let mut r = [0i16; HIDDEN];
            for (x, w) in r.iter_mut().zip(&mut words) {
                *x = w;
            }
            r
        };
        let w1 = (0..n_in).map(|_| row()).collect();
        let b1 = row();
        let w2 = [row(), row()];
        let int = |c: &[u8]| i32::from_le_bytes(c.try_into().expect("4 bytes"));
        let b2 = int(&bytes[layers - 4..layers]);
        let psqt = bytes[layers..].chunks_exact(4).map(int).collect();
        let (width, height) = board(variant);
        Ok(Net {
            width,
            points: width * height,
            w1,
            b1,
            w2,
            b2,
            psqt,
        })
    }

    /// Whether `color`'s inputs are reflected left to right in `pos` (its general right of
    /// the middle file).
    fn mirrored(&self, pos: &impl Board, color: Color) -> bool {
        pos.general(color)
            .is_some_and(|g| 2 * usize::from(g.file()) > self.width - 1)
    }

    /// The input of `piece` on `sq` for `color`'s perspective.
    #[inline]
    fn feature(&self, color: Color, mirrored: bool, piece: Piece, sq: Square) -> usize {
        let (mut f, mut r) = (usize::from(sq.file()), usize::from(sq.rank()));
        if color == Color::Black {
            r = self.points / self.width - 1 - r;
        }
        if mirrored {
            f = self.width - 1 - f;
        }
        let side = usize::from(piece.color != color);
        (side * ROLES + piece.role as usize - 1) * self.points + r * self.width + f
    }

    /// `color`'s accumulator summed afresh from the board.
    fn refresh(&self, pos: &impl Board, color: Color, acc: &mut Accumulator) {
        let mirrored = self.mirrored(pos, color);
        let side = &mut acc.v[color.index()];
        *side = self.b1;
        let mut psqt = 0;
        pos.each_piece(|sq, piece| {
            let f = self.feature(color, mirrored, piece, sq);
            for (a, w) in side.iter_mut().zip(&self.w1[f]) {
                *a += w;
            }
            psqt += self.psqt[f];
        });
        acc.psqt[color.index()] = psqt;
        acc.mirrored[color.index()] = mirrored;
    }

    /// The evaluation for the side to move of the position whose accumulator is `acc`,
    /// in centipawns.
    #[inline]
    pub fn evaluate(&self, turn: Color, acc: &Accumulator) -> i32 {
        let us = &acc.v[turn.index()];
        let them = &acc.v[(!turn).index()];
        let sum = screlu_dot(us, &self.w2[0]) + screlu_dot(them, &self.w2[1]);
        let out = (sum / i64::from(QA) + i64::from(self.b2)) * SCALE / i64::from(QA * QB);
        let psqt = (acc.psqt[turn.index()] - acc.psqt[(!turn).index()]) / PSQT_DIVISOR;
        out as i32 + psqt
    }

    /// Both perspectives of `acc` summed afresh from `pos`.
    pub fn refresh_all(&self, pos: &impl Board, acc: &mut Accumulator) {
        self.refresh(pos, Color::Red, acc);
        self.refresh(pos, Color::Black, acc);
    }

    /// `acc` becomes the accumulator of `child`, the position after `m` from `parent`,
    /// whose accumulator is `from`: the moved piece's rows moved, the victim's taken off;
    /// a perspective whose general crossed the middle file summed afresh.
    #[inline]
    pub fn update<B: Board>(
        &self,
        from: &Accumulator,
        parent: &B,
        m: Move,
        child: &B,
        acc: &mut Accumulator,
    ) {
        let Some(piece) = parent.piece_at(m.from) else {
            // Not a move of the parent's: the child's sums from its board.
            self.refresh_all(child, acc);
            return;
        };
        let victim = parent.piece_at(m.to);
        if victim.is_some_and(|v| v.role == Role::General) {
            // A dark board whose general falls: that side's files are read unreflected
            // from now on.
            self.refresh_all(child, acc);
            return;
        }
        for color in [Color::Red, Color::Black] {
            let k = color.index();
            if piece.role == Role::General
                && piece.color == color
                && self.mirrored(child, color) != from.mirrored[k]
            {
                self.refresh(child, color, acc);
                continue;
            }
            let mirrored = from.mirrored[k];
            acc.mirrored[k] = mirrored;
            let (f_off, f_on) = (
                self.feature(color, mirrored, piece, m.from),
                self.feature(color, mirrored, piece, m.to),
            );
            let (off, on) = (&self.w1[f_off], &self.w1[f_on]);
            let (src, dst) = (&from.v[k], &mut acc.v[k]);
            acc.psqt[k] = from.psqt[k] - self.psqt[f_off] + self.psqt[f_on];
            match victim {
                Some(v) => {
                    let f_gone = self.feature(color, mirrored, v, m.to);
                    acc.psqt[k] -= self.psqt[f_gone];
                    let gone = &self.w1[f_gone];
                    for i in 0..HIDDEN {
                        dst[i] = src[i] - off[i] + on[i] - gone[i];
                    }
                }
                None => {
                    for i in 0..HIDDEN {
                        dst[i] = src[i] - off[i] + on[i];
                    }
                }
            }
        }
    }
}

/// `Σ clamp(a, 0, QA)² × w`, exact: with the output weights within ±127 (the trainer
/// clips them) `clamp(a) × w` fits an `i16` and sixty-four terms an `i32`, so the sum is
/// `i16` products widened and added in pairs, which the compiler turns into `pmaddwd`.
#[inline]
fn screlu_dot(acc: &[i16; HIDDEN], w: &[i16; HIDDEN]) -> i64 {
    let mut sum = 0i64;
    for (a64, w64) in acc.chunks_exact(64).zip(w.chunks_exact(64)) {
        let mut part = 0i32;
        for (&a, &w) in a64.iter().zip(w64) {
            let a = a.clamp(0, QA as i16);
            part += i32::from(a * w) * i32::from(a);
        }
        sum += i64::from(part);
    }
    sum
}

/// Both perspectives' first-layer sums of a position, and whether each is reflected.
#[derive(Clone)]
pub struct Accumulator {
    v: [[i16; HIDDEN]; 2],
    mirrored: [bool; 2],
    /// Each perspective's piece-square sum, in quarter centipawns.
    psqt: [i32; 2],
}

impl Default for Accumulator {
    fn default() -> Accumulator {
        Accumulator {
            v: [[0; HIDDEN]; 2],
            mirrored: [false; 2],
            psqt: [0; 2],
        }
    }
}

/// Xiangqi's weights, made by `engine/match/nn/train.py` (`engine/match/nn/README.md`).
static XIANGQI: &[u8] = include_bytes!("eval_xiangqi_net/xiangqi.nnue");
/// Mini Xiangqi's weights, made the same way.
static MINI: &[u8] = include_bytes!("eval_xiangqi_net/minixiangqi.nnue");

/// The network of `variant`, if it has one.
///
/// `PALACE_NET` changes them, for measuring one evaluation against another: `off` leaves
/// every variant its classical evaluation; a list of weight files (separated by `,`)
/// puts each in place of its variant's shipped network (the variant told by the file's
/// inputs). A file that cannot be read stops the process with the reason: a measurement
/// must not run on other weights than it names.
#[inline]
pub fn net(variant: Variant) -> Option<&'static Net> {
    static NETS: OnceLock<[Option<Net>; 2]> = OnceLock::new();
    let nets = NETS.get_or_init(|| match std::env::var("PALACE_NET") {
        Ok(v) if v == "off" => [None, None],
        Ok(files) => {
            let mut nets = shipped();
            for path in files.split(',').filter(|p| !p.is_empty()) {
                let bytes = std::fs::read(path)
                    .unwrap_or_else(|e| panic!("PALACE_NET: cannot read {path}: {e}"));
                let (k, net) = [Variant::Xiangqi, Variant::MiniXiangqi]
                    .into_iter()
                    .enumerate()
                    .find_map(|(k, v)| Net::read(v, &bytes).ok().map(|n| (k, n)))
                    .unwrap_or_else(|| {
                        let why = Net::read(Variant::Xiangqi, &bytes).err();
                        panic!("PALACE_NET: {path} is no network: {}", why.expect("unread"))
                    });
                nets[k] = Some(net);
            }
            nets
        }
        Err(_) => shipped(),
    });
    match variant {
        Variant::Xiangqi => nets[0].as_ref(),
        // A dark board is a Mini Xiangqi board: the same pieces on the same points.
        Variant::MiniXiangqi | Variant::DarkMiniXiangqi => nets[1].as_ref(),
        _ => None,
    }
}

/// The shipped networks, Xiangqi's and Mini Xiangqi's.
fn shipped() -> [Option<Net>; 2] {
    let xiangqi = Net::read(Variant::Xiangqi, XIANGQI).expect("the shipped network reads");
    let mini = Net::read(Variant::MiniXiangqi, MINI).expect("the shipped network reads");
    [Some(xiangqi), Some(mini)]
}

/// The network's evaluation of `pos` for the side to move, summed afresh; `None` when
/// its variant has no network.
pub fn evaluate(pos: &impl Board) -> Option<i32> {
    let net = net(pos.variant())?;
    let mut acc = Accumulator::default();
    net.refresh_all(pos, &mut acc);
    Some(net.evaluate(pos.turn(), &acc))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SplitMix64;

    /// A network of `variant`'s shape with weights drawn from `seed`, as the trainer
    /// writes it.
    fn random_net(variant: Variant, seed: u64) -> Vec<u8> {
        let mut rng = SplitMix64::new(seed);
        let mut bytes = MAGIC.to_vec();
        for word in [VERSION, inputs(variant) as u32, HIDDEN as u32] {
            bytes.extend_from_slice(&word.to_le_bytes());
        }
        let words = inputs(variant) * HIDDEN + 3 * HIDDEN;
        for _ in 0..words {
            let w = rng.below(255) as i16 - 127;
            bytes.extend_from_slice(&w.to_le_bytes());
        }
        bytes.extend_from_slice(&(-1234i32).to_le_bytes());
        for _ in 0..inputs(variant) {
            let p = rng.below(8001) as i32 - 4000;
            bytes.extend_from_slice(&p.to_le_bytes());
        }
        bytes
    }

    /// The accumulator of `child` updated from `acc`, `parent`'s, along `m`, checked to be
    /// the one summed afresh from `child`'s board (and to evaluate alike).
    fn updated_as_afresh<B: Board>(
        net: &Net,
        acc: &Accumulator,
        parent: &B,
        m: Move,
        child: &B,
        fen: &str,
    ) -> Accumulator {
        let mut next = Accumulator::default();
        net.update(acc, parent, m, child, &mut next);
        let mut fresh = Accumulator::default();
        net.refresh_all(child, &mut fresh);
        assert_eq!(next.v, fresh.v, "{fen} after {m}");
        assert_eq!(next.mirrored, fresh.mirrored, "{fen} after {m}");
        assert_eq!(next.psqt, fresh.psqt, "{fen} after {m}");
        for turn in [Color::Red, Color::Black] {
            assert_eq!(net.evaluate(turn, &next), net.evaluate(turn, &fresh));
        }
        next
    }

    #[test]
    fn the_accumulator_kept_along_the_moves_is_the_one_summed_afresh() {
        // Random games: after every move the updated accumulator equals the one summed
        // from the board, generals crossing the middle file and captures included.
        for variant in [Variant::Xiangqi, Variant::MiniXiangqi] {
            let net = Net::read(variant, &random_net(variant, 3)).unwrap();
            let mut rng = SplitMix64::new(7);
            let mut crossed = 0;
            for _ in 0..40 {
                let mut pos = Position::new(variant).unwrap();
                let mut acc = Accumulator::default();
                net.refresh_all(&pos, &mut acc);
                for _ in 0..150 {
                    let moves: Vec<Move> = pos.legal_moves().into_iter().collect();
                    if moves.is_empty() {
                        break;
                    }
                    let m = moves[rng.below(moves.len())];
                    let mut child = pos.clone();
                    child.play_unchecked(m);
                    let next = updated_as_afresh(&net, &acc, &pos, m, &child, &pos.fen());
                    crossed += usize::from(next.mirrored != acc.mirrored);
                    pos = child;
                    acc = next;
                }
            }
            assert!(
                crossed > 10,
                "{variant:?}: generals crossed {crossed} times"
            );
        }
    }

    #[test]
    fn the_dark_boards_accumulator_is_kept_up_to_a_fallen_general() {
        // Random dark games (no check rule): the moves, up to and including the capture
        // of a general, keep the accumulator equal to the one summed afresh.
        let net = Net::read(Variant::MiniXiangqi, &random_net(Variant::MiniXiangqi, 5)).unwrap();
        let mut rng = SplitMix64::new(11);
        let mut fallen = 0;
        for _ in 0..60 {
            let mut pos = dark::Position::new();
            let mut acc = Accumulator::default();
            net.refresh_all(&pos, &mut acc);
            for _ in 0..200 {
                let moves = pos.legal_moves();
                if moves.is_empty() || pos.general(Color::Red).is_none() {
                    break;
                }
                if pos.general(Color::Black).is_none() {
                    break;
                }
                let m = moves[rng.below(moves.len())];
                let mut child = pos.clone();
                child.play_unchecked(m);
                let next = updated_as_afresh(&net, &acc, &pos, m, &child, &pos.fen());
                fallen += usize::from(child.general(!pos.turn()).is_none());
                pos = child;
                acc = next;
            }
        }
        assert!(fallen > 20, "generals fell {fallen} times");
    }

    #[test]
    fn the_two_perspectives_see_the_board_alike() {
        // The start position seen by either side, either to move, is the same position:
        // both accumulators are equal and the evaluation is the same for each mover.
        for variant in [Variant::Xiangqi, Variant::MiniXiangqi] {
            let net = Net::read(variant, &random_net(variant, 5)).unwrap();
            let red = Position::new(variant).unwrap();
            let fen = red.fen().replace(" w ", " b ");
            let black = Position::from_fen(variant, &fen).unwrap();
            let (mut a, mut b) = (Accumulator::default(), Accumulator::default());
            net.refresh_all(&red, &mut a);
            net.refresh_all(&black, &mut b);
            assert_eq!(a.v[0], a.v[1]);
            assert_eq!(net.evaluate(Color::Red, &a), net.evaluate(Color::Black, &b));
        }
    }

    #[test]
    fn a_wrong_weight_file_is_refused_with_its_reason() {
        let good = random_net(Variant::MiniXiangqi, 1);
        assert!(Net::read(Variant::MiniXiangqi, &good).is_ok());
        assert_eq!(
            Net::read(Variant::Xiangqi, &good).err(),
            Some(NetError::Shape {
                inputs: inputs(Variant::MiniXiangqi),
                hidden: HIDDEN
            })
        );
        let mut bad = good.clone();
        bad[0] = b'X';
        assert_eq!(
            Net::read(Variant::MiniXiangqi, &bad).err(),
            Some(NetError::Format)
        );
        let mut old = good.clone();
        old[8] = 9;
        assert_eq!(
            Net::read(Variant::MiniXiangqi, &old).err(),
            Some(NetError::Format)
        );
        assert_eq!(
            Net::read(Variant::MiniXiangqi, &good[..good.len() - 1]).err(),
            Some(NetError::Length)
        );
        assert_eq!(
            Net::read(Variant::MiniXiangqi, &good[..10]).err(),
            Some(NetError::Length)
        );
        let mut long = good;
        long.push(0);
        assert_eq!(
            Net::read(Variant::MiniXiangqi, &long).err(),
            Some(NetError::Length)
        );
    }

    #[test]
    fn the_engine_computes_what_the_training_wrote() {
        // The trainer computes each golden evaluation with the weights it wrote, in the
        // engine's integer arithmetic.
        for (variant, bytes, golden) in [
            (
                Variant::Xiangqi,
                XIANGQI,
                include_str!("../tests/data/xiangqi-nn-golden.tsv"),
            ),
            (
                Variant::MiniXiangqi,
                MINI,
                include_str!("../tests/data/minixiangqi-nn-golden.tsv"),
            ),
        ] {
            let net = Net::read(variant, bytes).unwrap();
            let mut n = 0;
            for line in golden.lines() {
                let (fen, want) = line.split_once('\t').unwrap();
                let pos = Position::from_fen(variant, fen).unwrap();
                let mut acc = Accumulator::default();
                net.refresh_all(&pos, &mut acc);
                assert_eq!(
                    net.evaluate(pos.turn(), &acc),
                    want.parse::<i32>().unwrap(),
                    "{fen}"
                );
                n += 1;
            }
            assert!(n >= 50, "{variant:?}: {n} golden positions");
        }
    }
}
