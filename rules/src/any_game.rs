//! One handle over a game of any of the four variants, built from a stored [`Record`] and
//! played **as a player**.
//!
//! The game service holds games of every variant and acts for players, so it needs one
//! type that checks whose turn it is before it reads a move, that gives each player only
//! their own moves, and that keeps a dark game's hidden facts inside: while a dark game
//! runs, what may be shown in public is a [`Notice`] (ply and side to move), what a
//! player may see is their [`dark::Report`], and the true game is reachable through
//! [`AnyGame::reveal`] only once it has ended.

use crate::Written;
use crate::game_errors::{EndingFault, PlayAsError, RecordError, ReplayFault, UndoRefusal};
use crate::{
    Color, EndReason, Game, MOVE_RULE_PLIES, Outcome, ProgressRule, Rules, Variant, dark, shogi,
    xiangqi,
};

/// What it takes to rebuild a game: replaying the moves through the rules re-validates
/// every one of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The game.
    pub variant: Variant,
    /// The start position (Fairy-Stockfish FEN).
    pub start_fen: String,
    /// The moves in coordinate form (`h2e2`, `P@c3`).
    pub moves: Vec<String>,
    /// Dark Mini Xiangqi's no-capture limit for this game (`None`: the default 60).
    pub progress_limit: Option<u32>,
    /// An ending decided off the board: resignation, agreement or timeout.
    pub ending: Option<Outcome>,
}

impl Record {
    /// A new game of `variant` from its start position.
    pub fn new(variant: Variant) -> Record {
        Record {
            variant,
            start_fen: variant.start_fen().to_owned(),
            moves: Vec::new(),
            progress_limit: None,
            ending: None,
        }
    }
}

/// A move as a player may be offered it: coordinates and canonical notation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Choice {
    /// `h2e2`.
    pub coordinate: String,
    /// `C2=5`, and its other notations.
    pub written: Written,
    /// Whether it captures (in a dark game: a piece the mover sees).
    pub capture: bool,
    /// Whether it gives check (never in a dark game, which has no check).
    pub check: bool,
}

/// A move that was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The mover.
    pub by: Color,
    /// `h2e2`.
    pub coordinate: String,
    /// The move in every notation of its family, as the mover would write it (private
    /// in a dark game).
    pub written: Written,
    /// Plies played now.
    pub ply: usize,
    /// The result, if this move ended the game.
    pub outcome: Option<Outcome>,
}

/// What anyone may be told about a game at any time: nothing a dark player could not
/// know. It holds no board and no move, so it cannot leak one.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Notice {
    /// The game.
    pub variant: Variant,
    /// Plies played.
    pub ply: usize,
    /// The side to move.
    pub to_move: Color,
    /// The result, once the game has ended.
    pub outcome: Option<Outcome>,
}

/// A game whose every fact may be shown: an open game, or a dark game that has ended.
#[derive(Clone, Copy, Debug)]
pub enum Revealed<'a> {
    /// Mini Xiangqi or Xiangqi.
    Xiangqi(&'a Game<xiangqi::Position>),
    /// Dark Mini Xiangqi, after its end.
    Dark(&'a Game<dark::Position>),
    /// Minishogi.
    Shogi(&'a Game<shogi::Position>),
}

impl Revealed<'_> {
    /// The canonical notation of every move, in order.
    pub fn notations(&self) -> Vec<String> {
        match self {
            Revealed::Xiangqi(g) => g.notations(),
            Revealed::Dark(g) => g.notations(),
            Revealed::Shogi(g) => g.notations(),
        }
    }

    /// Every move in every notation of its family, in order.
    pub fn written(&self) -> Vec<Written> {
        match self {
            Revealed::Xiangqi(g) => g.written(),
            Revealed::Dark(g) => g.written(),
            Revealed::Shogi(g) => g.written(),
        }
    }

    /// `text` written as if played as move `i` instead (see [`Game::written_instead`]).
    pub fn written_instead(&self, i: usize, text: &str) -> Option<Written> {
        match self {
            Revealed::Xiangqi(g) => g.written_instead(i, text),
            Revealed::Dark(g) => g.written_instead(i, text),
            Revealed::Shogi(g) => g.written_instead(i, text),
        }
    }

    /// The FEN of the current position.
    pub fn fen(&self) -> String {
        match self {
            Revealed::Xiangqi(g) => g.position().fen(),
            Revealed::Dark(g) => g.position().fen(),
            Revealed::Shogi(g) => g.position().fen(),
        }
    }

    /// The FEN of the position after `ply` plies (0: the start); `None` past the last.
    pub fn fen_at(&self, ply: usize) -> Option<String> {
        match self {
            Revealed::Xiangqi(g) => g.positions().get(ply).map(|p| p.fen()),
            Revealed::Dark(g) => g.positions().get(ply).map(|p| p.fen()),
            Revealed::Shogi(g) => g.positions().get(ply).map(|p| p.fen()),
        }
    }
}

#[derive(Clone, Debug)]
enum Inner {
    Xiangqi(Game<xiangqi::Position>),
    Dark(Game<dark::Position>),
    Shogi(Game<shogi::Position>),
}

/// Runs `$body` with `$g` bound to the inner `Game` of whatever family.
macro_rules! with_game {
    ($self:expr, $g:ident => $body:expr) => {
        match $self {
            Inner::Xiangqi($g) => $body,
            Inner::Dark($g) => $body,
            Inner::Shogi($g) => $body,
        }
    };
}

/// A game of any variant, played as a player. See the module documentation.
#[derive(Clone, Debug)]
pub struct AnyGame {
    inner: Inner,
    progress_limit: Option<u32>,
}

fn build<P: Rules>(
    record: &Record,
    make: impl FnOnce(P) -> Game<P>,
) -> Result<Game<P>, RecordError> {
    let start =
        P::from_fen(record.variant, &record.start_fen).map_err(|e| RecordError::Start(e.into()))?;
    let mut game = make(start);
    for (i, text) in record.moves.iter().enumerate() {
        if game.outcome().is_some() {
            return Err(RecordError::MovesAfterEnd { ply: i + 1 });
        }
        let m: P::Move = text.parse().map_err(|_| RecordError::Move {
            ply: i + 1,
            text: text.clone(),
            reason: ReplayFault::NotCoordinates,
        })?;
        if !game.play(m) {
            return Err(RecordError::Move {
                ply: i + 1,
                text: text.clone(),
                reason: ReplayFault::Illegal,
            });
        }
    }
    if let Some(ending) = record.ending {
        if !is_off_board(ending.reason()) && !ended_by_the_plain_count(&game, ending) {
            return Err(RecordError::Ending(EndingFault::DecidedByRules(
                ending.reason(),
            )));
        }
        game.record(ending)
            .map_err(|existing| RecordError::Ending(EndingFault::AlreadyEnded(existing)))?;
    }
    Ok(game)
}

/// Whether `ending` is a move-rule draw that only the plain count of 100 plies gives, as
/// Palace counted the move rule before checks moved it out: a record of a game that ended
/// so keeps its result (the rules alone would let it go on).
fn ended_by_the_plain_count<P: Rules>(game: &Game<P>, ending: Outcome) -> bool {
    ending == Outcome::draw(EndReason::MoveRule)
        && game.outcome().is_none()
        && game.progress_rule() == Some(ProgressRule::Axf)
        && game.position().halfmoves() >= MOVE_RULE_PLIES
}

fn choices<P: Rules>(
    pos: &P,
    moves: &[P::Move],
    capture: impl Fn(P::Move) -> bool,
    check: impl Fn(P::Move) -> bool,
) -> Vec<Choice> {
    moves
        .iter()
        .map(|&m| Choice {
            coordinate: m.to_string(),
            written: pos.written(m, None),
            capture: capture(m),
            check: check(m),
        })
        .collect()
}

/// Reads and plays `text` in `game`; returns the move's coordinates and its notations.
fn play_text<P: Rules>(game: &mut Game<P>, text: &str) -> Result<(String, Written), PlayAsError> {
    let m = game.play_text(text).map_err(|e| match e {
        crate::PlayError::GameOver(o) => PlayAsError::GameOver(o),
        crate::PlayError::Move(e) => PlayAsError::Refused(e.into()),
    })?;
    Ok((m.to_string(), game.written_move(game.moves().len() - 1)))
}

/// An open game's choices for the side to move, with `capture` and `check` judged by the
/// family.
fn open_choices<P: Rules>(
    pos: &P,
    capture: impl Fn(P::Move) -> bool,
    check: impl Fn(&P) -> bool,
) -> Vec<Choice> {
    let moves = pos.legal_moves();
    choices(pos, &moves, capture, |m| {
        let mut next = pos.clone();
        next.play_unchecked(m);
        check(&next)
    })
}

impl AnyGame {
    /// Rebuilds a game from its record, replaying and so re-validating every move.
    pub fn from_record(record: &Record) -> Result<AnyGame, RecordError> {
        if record.progress_limit.is_some() && record.variant != Variant::DarkMiniXiangqi {
            return Err(RecordError::NoProgressLimit(record.variant));
        }
        let inner = match record.variant {
            Variant::MiniXiangqi | Variant::Xiangqi => Inner::Xiangqi(build(record, Game::new)?),
            Variant::DarkMiniXiangqi => Inner::Dark(build(record, |start: dark::Position| {
                match record.progress_limit {
                    Some(n) => Game::with_progress_rule(start, Some(ProgressRule::Clock(n))),
                    None => Game::new(start),
                }
            })?),
            Variant::MiniShogi => Inner::Shogi(build(record, Game::new)?),
        };
        Ok(AnyGame {
            inner,
            progress_limit: record.progress_limit,
        })
    }

    /// The whole record, **for storage only**: in a dark game it holds every hidden move,
    /// so it is never shown to anyone (see [`AnyGame::reveal`] for what may be shown).
    pub fn record(&self) -> Record {
        let (variant, start_fen, moves, outcome, recorded) = with_game!(&self.inner, g => (
            g.start().variant(),
            g.start().fen(),
            g.coordinates(),
            g.outcome(),
            g.outcome_recorded(),
        ));
        Record {
            variant,
            start_fen,
            moves,
            progress_limit: self.progress_limit,
            // What the rules decided comes back by replaying; only the rest is recorded.
            ending: outcome.filter(|o| recorded || is_off_board(o.reason())),
        }
    }

    /// The game.
    pub fn variant(&self) -> Variant {
        with_game!(&self.inner, g => g.start().variant())
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        with_game!(&self.inner, g => g.position().turn())
    }

    /// Plies played.
    pub fn ply(&self) -> usize {
        with_game!(&self.inner, g => g.moves().len())
    }

    /// The result, once the game has ended.
    pub fn outcome(&self) -> Option<Outcome> {
        with_game!(&self.inner, g => g.outcome())
    }

    /// Whether the side to move is in check (never in the dark game, which has no check).
    pub fn in_check(&self) -> bool {
        match &self.inner {
            Inner::Xiangqi(g) => g.position().is_check(),
            Inner::Shogi(g) => g.position().is_check(),
            Inner::Dark(_) => false,
        }
    }

    /// What anyone may be told.
    pub fn notice(&self) -> Notice {
        Notice {
            variant: self.variant(),
            ply: self.ply(),
            to_move: self.turn(),
            outcome: self.outcome(),
        }
    }

    /// Whether this is a dark game (whose facts stay hidden until its end).
    pub fn is_dark(&self) -> bool {
        matches!(self.inner, Inner::Dark(_))
    }

    /// Plays `text`, in any notation the rules accept, as `player`: refused with
    /// [`PlayAsError::NotYourTurn`] before the text is even read when `player` is not to
    /// move. A refusal changes nothing.
    pub fn play_as(&mut self, player: Color, text: &str) -> Result<Played, PlayAsError> {
        if let Some(o) = self.outcome() {
            return Err(PlayAsError::GameOver(o));
        }
        let to_move = self.turn();
        if player != to_move {
            return Err(PlayAsError::NotYourTurn { to_move });
        }
        let (coordinate, written) = with_game!(&mut self.inner, g => play_text(g, text))?;
        Ok(Played {
            by: player,
            coordinate,
            written,
            ply: self.ply(),
            outcome: self.outcome(),
        })
    }

    /// `player`'s own moves now, captures and checks first: the legal moves when it is
    /// their turn in an open game (none otherwise), and in a dark game their own
    /// pseudo-legal list, whoever is to move (it reveals nothing they cannot see).
    pub fn moves_for(&self, player: Color) -> Vec<Choice> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        let mut out = match &self.inner {
            Inner::Xiangqi(_) | Inner::Shogi(_) if self.turn() != player => return Vec::new(),
            Inner::Xiangqi(g) => {
                let pos = g.position();
                open_choices(pos, |m| pos.piece_at(m.to).is_some(), |p| p.is_check())
            }
            Inner::Shogi(g) => {
                let pos = g.position();
                open_choices(
                    pos,
                    |m| m.from().is_some() && pos.piece_at(m.to()).is_some(),
                    |p| p.is_check(),
                )
            }
            Inner::Dark(g) => {
                let pos = g.position();
                let view = dark::View::of(pos, player);
                let moves = pos.moves_of(player);
                choices(
                    pos,
                    &moves,
                    // The target of an own move is always visible to its owner.
                    |m| matches!(view.cell(m.to), dark::Cell::Enemy(_)),
                    |_| false,
                )
            }
        };
        // Stable: captures and checks first, the generator's order within each group.
        out.sort_by_key(|c| (!c.capture && !c.check, !c.check));
        out
    }

    /// Takes back the last move (a takeback both players agreed to). Refused in a dark
    /// game, and once the game has ended.
    pub fn undo(&mut self) -> Result<(), UndoRefusal> {
        let done = match &mut self.inner {
            Inner::Dark(_) => return Err(UndoRefusal::Dark),
            Inner::Xiangqi(g) => g.undo().is_some(),
            Inner::Shogi(g) => g.undo().is_some(),
        };
        if done {
            Ok(())
        } else if self.outcome().is_some() {
            Err(UndoRefusal::GameOver)
        } else {
            Err(UndoRefusal::NoMove)
        }
    }

    /// Ends the game off the board (resignation, agreement, timeout); `Err` with the
    /// result if it had already ended.
    pub fn end(&mut self, outcome: Outcome) -> Result<Outcome, Outcome> {
        with_game!(&mut self.inner, g => g.record(outcome))
    }

    /// A dark player's report (their view, own moves, captured-piece notices); `None` in
    /// the open variants.
    pub fn report(&self, player: Color) -> Option<dark::Report> {
        match &self.inner {
            Inner::Dark(g) => Some(dark::Report::for_player(g, player)),
            _ => None,
        }
    }

    /// `player`'s own moves with their 1-based ply, in every notation: all a dark player
    /// may export of a running game. (Japanese 同 is not written here: the move before
    /// is the opponent's, which a dark player does not see; Minishogi is never dark, and
    /// its own moves are written without it.)
    pub fn own_moves(&self, player: Color) -> Vec<(usize, Written)> {
        with_game!(&self.inner, g => g
            .moves()
            .iter()
            .zip(g.positions())
            .enumerate()
            .filter(|(_, (_, pos))| pos.turn() == player)
            .map(|(i, (&m, pos))| (i + 1, Rules::written(pos, m, None)))
            .collect())
    }

    /// The whole game, when every fact of it may be shown: always for the open
    /// variants, for a dark game only once it has ended.
    pub fn reveal(&self) -> Option<Revealed<'_>> {
        match &self.inner {
            Inner::Xiangqi(g) => Some(Revealed::Xiangqi(g)),
            Inner::Shogi(g) => Some(Revealed::Shogi(g)),
            Inner::Dark(g) => g.outcome().map(|_| Revealed::Dark(g)),
        }
    }
}

/// Whether a game ends this way by a player's or the clock's word rather than the rules'.
fn is_off_board(reason: EndReason) -> bool {
    matches!(
        reason,
        EndReason::Resignation | EndReason::Agreement | EndReason::Timeout
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(variant: Variant, moves: &[&str]) -> AnyGame {
        let mut record = Record::new(variant);
        record.moves = moves.iter().map(|m| (*m).to_owned()).collect();
        AnyGame::from_record(&record).unwrap()
    }

    #[test]
    fn the_fen_after_each_ply_is_the_game_replayed_to_it() {
        let whole = game(Variant::Xiangqi, &["h3e3", "h10g8", "h1g3"]);
        let revealed = whole.reveal().unwrap();
        assert_eq!(revealed.fen_at(0).unwrap(), Variant::Xiangqi.start_fen());
        let moves = ["h3e3", "h10g8", "h1g3"];
        for ply in 1..=3 {
            let part = game(Variant::Xiangqi, &moves[..ply]);
            assert_eq!(revealed.fen_at(ply), Some(part.reveal().unwrap().fen()));
        }
        assert_eq!(revealed.fen_at(4), None);
    }

    #[test]
    fn a_move_is_written_as_if_played_instead() {
        use crate::{Notation, Script};
        let mut g = game(Variant::Xiangqi, &["h3e3", "h10g8"]);
        g.end(Outcome::win(Color::Red, EndReason::Resignation))
            .unwrap();
        let r = g.reveal().unwrap();
        let instead = r.written_instead(1, "H8+7").expect("black's other knight");
        assert_eq!(instead.canonical(), "H8+7");
        assert_eq!(instead.get(Notation::Chinese, Script::Simplified), "马8进7");
        let first = r.written_instead(0, "b3e3").unwrap();
        assert_eq!(
            first.get(Notation::Chinese, Script::Traditional),
            "炮八平五"
        );
        assert_eq!(
            r.written_instead(0, "a1a5"),
            None,
            "blocked by its own soldier"
        );
        assert_eq!(r.written_instead(5, "b3e3"), None, "no such ply");
    }

    #[test]
    fn not_your_turn_comes_before_the_move_is_read() {
        for variant in Variant::ALL {
            let mut g = game(variant, &[]);
            // A move Red could play, typed by Black: refused for the turn, not played.
            let first = g.moves_for(Color::Red)[0].coordinate.clone();
            assert_eq!(
                g.play_as(Color::Black, &first),
                Err(PlayAsError::NotYourTurn {
                    to_move: Color::Red
                })
            );
            assert_eq!(g.ply(), 0);
            let played = g.play_as(Color::Red, &first).unwrap();
            assert_eq!(
                (played.by, played.ply, g.turn()),
                (Color::Red, 1, Color::Black)
            );
        }
    }

    #[test]
    fn moves_for_gives_each_player_only_their_own() {
        let g = game(Variant::Xiangqi, &[]);
        assert!(g.moves_for(Color::Black).is_empty());
        let red = g.moves_for(Color::Red);
        assert_eq!(red.len(), 44);
        // The cannons' captures of the horses come first.
        let first: Vec<&str> = red[..2].iter().map(|c| c.coordinate.as_str()).collect();
        assert_eq!(first, ["b3b10", "h3h10"]);
        assert!(red[..2].iter().all(|c| c.capture) && !red[2].capture);
        let d = game(Variant::DarkMiniXiangqi, &["b1b5"]);
        let waiting = d.moves_for(Color::Red);
        let report = d.report(Color::Red).unwrap();
        let mut a: Vec<&str> = waiting.iter().map(|c| c.coordinate.as_str()).collect();
        let mut b: Vec<&str> = report.moves.iter().map(|m| m.coordinate.as_str()).collect();
        a.sort_unstable();
        b.sort_unstable();
        assert_eq!(a, b);
        assert!(waiting.iter().all(|c| !c.check));
    }

    #[test]
    fn records_round_trip_and_replay_validates() {
        let mut g = game(Variant::MiniShogi, &["d1c2", "b5c4"]);
        g.end(Outcome::loss(Color::Red, EndReason::Resignation))
            .unwrap();
        let record = g.record();
        assert_eq!(record.moves, ["d1c2", "b5c4"]);
        assert_eq!(
            record.ending,
            Some(Outcome::loss(Color::Red, EndReason::Resignation))
        );
        let again = AnyGame::from_record(&record).unwrap();
        assert_eq!(again.record(), record);
        assert_eq!(again.outcome(), g.outcome());

        let mut bad = Record::new(Variant::Xiangqi);
        bad.moves = vec!["h3e3".into(), "h3e3".into()];
        assert_eq!(
            AnyGame::from_record(&bad).unwrap_err(),
            RecordError::Move {
                ply: 2,
                text: "h3e3".into(),
                reason: ReplayFault::Illegal
            }
        );
        bad.moves = vec!["C2=5".into()];
        assert!(matches!(
            AnyGame::from_record(&bad),
            Err(RecordError::Move { ply: 1, .. })
        ));
        let mut mate = Record::new(Variant::MiniXiangqi);
        mate.start_fen = "4k2/R6/7/7/7/7/1R1K3 w - - 0 1".into();
        mate.moves = vec!["b1b7".into(), "e7d7".into()];
        assert_eq!(
            AnyGame::from_record(&mate).unwrap_err(),
            RecordError::MovesAfterEnd { ply: 2 }
        );
        mate.moves.pop();
        let ended = AnyGame::from_record(&mate).unwrap();
        assert_eq!(
            ended.record().ending,
            None,
            "checkmate comes back by replaying"
        );
        mate.ending = Some(Outcome::draw(EndReason::Agreement));
        assert!(matches!(
            AnyGame::from_record(&mate),
            Err(RecordError::Ending(_))
        ));
        let mut claimed = Record::new(Variant::Xiangqi);
        claimed.ending = Some(Outcome::win(Color::Red, EndReason::Checkmate));
        assert!(matches!(
            AnyGame::from_record(&claimed),
            Err(RecordError::Ending(_))
        ));
        let mut setting = Record::new(Variant::Xiangqi);
        setting.progress_limit = Some(40);
        assert!(matches!(
            AnyGame::from_record(&setting),
            Err(RecordError::NoProgressLimit(Variant::Xiangqi))
        ));
        let mut wrong = Record::new(Variant::MiniShogi);
        wrong.start_fen = Variant::Xiangqi.start_fen().into();
        assert!(matches!(
            AnyGame::from_record(&wrong),
            Err(RecordError::Start(_))
        ));
    }

    #[test]
    fn a_dark_game_reveals_itself_only_at_its_end() {
        let mut record = Record::new(Variant::DarkMiniXiangqi);
        record.progress_limit = Some(30);
        let mut g = AnyGame::from_record(&record).unwrap();
        g.play_as(Color::Red, "b1b5").unwrap();
        assert!(g.reveal().is_none());
        assert_eq!(
            g.notice(),
            Notice {
                variant: Variant::DarkMiniXiangqi,
                ply: 1,
                to_move: Color::Black,
                outcome: None
            }
        );
        let own: Vec<(usize, String)> = g
            .own_moves(Color::Red)
            .into_iter()
            .map(|(ply, w)| (ply, w.canonical().to_owned()))
            .collect();
        assert_eq!(own, [(1, "C6+4".to_owned())]);
        assert!(g.own_moves(Color::Black).is_empty());
        assert_eq!(g.undo(), Err(UndoRefusal::Dark));
        assert_eq!(g.report(Color::Red).unwrap().progress_limit, Some(30));
        g.end(Outcome::loss(Color::Black, EndReason::Resignation))
            .unwrap();
        let revealed = g.reveal().unwrap();
        assert_eq!(revealed.notations(), ["C6+4"]);
        assert_eq!(
            AnyGame::from_record(&g.record()).unwrap().record(),
            g.record()
        );
    }

    #[test]
    fn takebacks_in_the_open_games() {
        let mut g = game(Variant::Xiangqi, &["h3e3", "h10g8"]);
        g.undo().unwrap();
        assert_eq!((g.ply(), g.turn()), (1, Color::Black));
        g.undo().unwrap();
        assert_eq!(g.undo(), Err(UndoRefusal::NoMove));
        g.end(Outcome::draw(EndReason::Agreement)).unwrap();
        assert_eq!(g.undo(), Err(UndoRefusal::GameOver));
        assert!(g.report(Color::Red).is_none());
    }
}
