//! What the rules-level fuzz targets assert, one function per target: no input makes a
//! parser panic, and what a parser accepts writes back and reads again to the same thing.
//!
//! Shared by the fuzz targets (`fuzz/fuzz_targets/`) and by the stable replay of the
//! corpus (`rules/tests/fuzz_corpus.rs`), so that both check exactly the same.

use rules::{AnyGame, Color, Game, Record, Rules, Variant, dark, shogi, xiangqi};

const VARIANTS: [Variant; 4] = [
    Variant::MiniXiangqi,
    Variant::DarkMiniXiangqi,
    Variant::Xiangqi,
    Variant::MiniShogi,
];

/// Fuzz target `fen`: the input as a FEN (and an SFEN) of every variant, through every
/// reader: the family's `Setup`, its `Position` and the [`Rules`] gate of each family for
/// each variant (wrong variants are refused, not misread). An accepted position writes
/// back a FEN that reads to the same position, and has moves that can be generated.
pub fn fen(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let text = text.as_ref();
    for variant in [Variant::MiniXiangqi, Variant::Xiangqi] {
        let _ = xiangqi::Setup::from_fen(variant, text);
        if let Ok(pos) = xiangqi::Position::from_fen(variant, text) {
            let again = xiangqi::Position::from_fen(variant, &pos.fen())
                .unwrap_or_else(|e| panic!("{} does not read back: {e}", pos.fen()));
            assert_eq!(again, pos, "{text:?} → {}", pos.fen());
            assert_eq!(again.fen(), pos.fen());
            let _ = pos.legal_moves();
        }
    }
    let _ = xiangqi::Setup::from_fen(Variant::MiniShogi, text);
    if let Ok(pos) = dark::Position::from_fen(text) {
        let again = dark::Position::from_fen(&pos.fen())
            .unwrap_or_else(|e| panic!("{} does not read back: {e}", pos.fen()));
        assert_eq!(again, pos, "{text:?} → {}", pos.fen());
        let _ = pos.legal_moves();
        for viewer in [Color::Red, Color::Black] {
            let _ = dark::View::of(&pos, viewer).rows();
        }
    }
    let _ = shogi::Setup::from_fen(text);
    let _ = shogi::Setup::from_sfen(text);
    for pos in [
        shogi::Position::from_fen(text),
        shogi::Position::from_sfen(text),
    ]
    .into_iter()
    .flatten()
    {
        let again = shogi::Position::from_fen(&pos.fen())
            .unwrap_or_else(|e| panic!("{} does not read back: {e}", pos.fen()));
        assert_eq!(again, pos, "{text:?} → {}", pos.fen());
        let sfen = shogi::Position::from_sfen(&pos.sfen())
            .unwrap_or_else(|e| panic!("{} does not read back: {e}", pos.sfen()));
        assert_eq!(sfen.sfen(), pos.sfen(), "{text:?}");
        let _ = pos.legal_moves();
    }
    for variant in VARIANTS {
        let x = <xiangqi::Position as Rules>::from_fen(variant, text);
        let d = <dark::Position as Rules>::from_fen(variant, text);
        let s = <shogi::Position as Rules>::from_fen(variant, text);
        // Each family reads only its own variants.
        let open = matches!(variant, Variant::MiniXiangqi | Variant::Xiangqi);
        assert!(open || x.is_err());
        assert!(variant == Variant::DarkMiniXiangqi || d.is_err());
        assert!(variant == Variant::MiniShogi || s.is_err());
    }
}

/// Reads the first two bytes of a `moves` or `record` input: the variant and a number.
fn header(data: &[u8]) -> (Variant, u8, u8, &[u8]) {
    match data {
        [a, b, rest @ ..] => (VARIANTS[usize::from(a & 3)], a >> 2, *b, rest),
        [a] => (VARIANTS[usize::from(a & 3)], a >> 2, 0, &[]),
        [] => (Variant::MiniXiangqi, 0, 0, &[]),
    }
}

/// Plays `plies % 8` moves picked from the legal ones by `seed` (a deterministic walk),
/// unless the game ends first. Short, to keep the target fast: positions further on come
/// from the FEN line.
fn walk<P: Rules>(game: &mut Game<P>, plies: u8, seed: u8) {
    for i in 0..usize::from(plies % 8) {
        let moves = game.position().legal_moves();
        if game.outcome().is_some() || moves.is_empty() {
            break;
        }
        let pick = (i * 7919 + usize::from(seed) * 31) % moves.len();
        game.play(moves[pick]);
    }
}

/// What every family's typed moves must satisfy in `pos`: an accepted text names a legal
/// move; a legal move's canonical notation and coordinates read back to it (checked for
/// every legal move when `all`, which is slower).
fn check_typed<P: Rules>(pos: &P, text: &str, all: bool)
where
    <P::Move as std::str::FromStr>::Err: std::fmt::Debug,
{
    let legal = pos.legal_moves();
    if let Ok(m) = pos.parse_move(text) {
        assert!(legal.contains(&m), "{text:?} read as {m} in {}", pos.fen());
        round_trip(pos, m);
    } else if let Err(e) = pos.parse_move(text) {
        assert!(!e.to_string().is_empty());
    }
    // The strict coordinate form reads anything, legal or not, without a panic.
    if let Ok(m) = text.parse::<P::Move>() {
        assert_eq!(m.to_string().parse::<P::Move>().ok(), Some(m), "{text:?}");
    }
    if all {
        for &m in legal.iter() {
            round_trip(pos, m);
        }
    }
}

fn round_trip<P: Rules>(pos: &P, m: P::Move)
where
    <P::Move as std::str::FromStr>::Err: std::fmt::Debug,
{
    let notation = pos.notation(m);
    assert_eq!(
        pos.parse_move(&notation).ok(),
        Some(m),
        "{notation:?} ({m}) in {}",
        pos.fen()
    );
    assert_eq!(m.to_string().parse::<P::Move>().ok(), Some(m));
    assert_eq!(
        pos.parse_move(&m.to_string()).ok(),
        Some(m),
        "{m} in {}",
        pos.fen()
    );
}

/// Fuzz target `moves`: text typed as a move, in every notation the rules read (WXF,
/// coordinates, Chinese, Western/Hodges, drops) and in every variant, dark included.
///
/// Input: a byte for the variant (low 2 bits) and flags, a byte for how many plies (0-7) of a
/// deterministic walk to play first, then the text; a first line of the text, if any, is
/// a FEN to start from (used when it is valid). A refused move changes nothing; an
/// accepted one is legal and its notation reads back to it; a player's move in a dark
/// game is read from their own view only.
pub fn moves(data: &[u8]) {
    let (variant, flags, plies, rest) = header(data);
    let text = String::from_utf8_lossy(rest);
    let (fen, text) = match text.split_once('\n') {
        Some((fen, text)) => (Some(fen), text),
        None => (None, text.as_ref()),
    };
    // One input in 16 also checks every legal move's notation (slower).
    let all = flags & 15 == 15;
    let fen = fen.unwrap_or("").trim();
    match variant {
        Variant::MiniXiangqi | Variant::Xiangqi => {
            let start = xiangqi::Position::from_fen(variant, fen)
                .or_else(|_| xiangqi::Position::new(variant))
                .unwrap();
            let mut game = Game::new(start);
            walk(&mut game, plies, flags);
            check_typed(game.position(), text, all);
            let before = game.position().clone();
            if game.play_text(text).is_err() {
                assert_eq!(game.position(), &before);
            }
        }
        Variant::DarkMiniXiangqi => {
            let start = dark::Position::from_fen(fen).unwrap_or_else(|_| dark::Position::new());
            let mut game = Game::new(start);
            walk(&mut game, plies, flags);
            check_typed(game.position(), text, all);
            let pos = game.position();
            // Only the mover's own list answers, and the same text is read the same way
            // by the mover's own view whatever the hidden board holds.
            if let Ok(m) = pos.parse_move(text) {
                assert!(pos.moves_of(pos.turn()).contains(&m));
            }
        }
        Variant::MiniShogi => {
            let start = shogi::Position::from_fen(fen).unwrap_or_else(|_| shogi::Position::new());
            let mut game = Game::new(start);
            walk(&mut game, plies, flags);
            check_typed(game.position(), text, all);
            let before = game.position().clone();
            if game.play_text(text).is_err() {
                assert_eq!(game.position(), &before);
            }
        }
    }
    // The same text as a player of a game rebuilt from its record, whoever's turn it is.
    let mut record = Record::new(variant);
    if !fen.is_empty() {
        record.start_fen = fen.to_owned();
    }
    if let Ok(mut game) = AnyGame::from_record(&record) {
        let player = if flags & 2 == 0 {
            Color::Red
        } else {
            Color::Black
        };
        let before = game.record();
        match game.play_as(player, text) {
            Ok(played) => {
                assert_eq!(played.by, player);
                assert_eq!(played.ply, 1);
            }
            Err(e) => {
                assert!(!e.to_string().is_empty());
                assert_eq!(game.record(), before);
            }
        }
    }
}

/// Fuzz target `record`: a stored game record rebuilt by [`AnyGame::from_record`].
///
/// Input: a byte for the variant (low 2 bits), a byte of flags, then lines: the start FEN
/// (empty or `-`: the variant's start), then a move per line, except `limit N` (the dark
/// progress limit) and `end TEXT` (an ending, read by `Outcome::parse`). An accepted
/// record's own `record()` rebuilds to the same record, and every question a player may
/// ask of the game gets an answer.
pub fn record(data: &[u8]) {
    let (variant, _, flags, rest) = header(data);
    let text = String::from_utf8_lossy(rest);
    let mut lines = text.split('\n');
    let mut record = Record::new(variant);
    match lines.next().map(str::trim) {
        None | Some("" | "-") => {}
        Some(fen) => record.start_fen = fen.to_owned(),
    }
    for line in lines {
        if let Some(n) = line.strip_prefix("limit ") {
            record.progress_limit = n.trim().parse().ok();
        } else if let Some(end) = line.strip_prefix("end ") {
            record.ending = rules::Outcome::parse(end);
            if let Some(o) = record.ending {
                assert_eq!(rules::Outcome::parse(&o.describe(variant)), Some(o));
            }
        } else {
            record.moves.push(line.to_owned());
        }
    }
    let Ok(game) = AnyGame::from_record(&record) else {
        return;
    };
    let stored = game.record();
    let again = AnyGame::from_record(&stored)
        .unwrap_or_else(|e| panic!("{stored:?} does not rebuild: {e}"));
    assert_eq!(again.record(), stored);
    assert_eq!(again.notice(), game.notice());
    for player in [Color::Red, Color::Black] {
        let _ = game.moves_for(player);
        let _ = game.own_moves(player);
        if let Some(report) = game.report(player) {
            // One ply captures at most one piece.
            assert!(report.captured.len() <= 1, "{report:?}");
        }
    }
    if let Some(revealed) = game.reveal() {
        let _ = (revealed.notations(), revealed.fen());
    }
    if flags & 1 == 1 {
        let mut undone = game.clone();
        let _ = undone.undo();
    }
}
