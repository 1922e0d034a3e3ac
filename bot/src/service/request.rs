//! A command as a typed value: what each command asks for, read once from its options where
//! the command comes in (each command's definition has its `parse`), so that the handlers
//! get checked values and never read an option by name.

use engine::Level;
use rules::Variant;

use crate::model::{ChallengeId, ColorChoice, GameId, Notify, User};

/// What a player asks for, one variant per command.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// `/challenge`.
    Challenge(ChallengeTerms),
    /// `/challenge` naming at most an opponent (as the user command "Challenge to a
    /// game…" gives it): which game? — answered with one button per variant.
    ChallengeMenu {
        /// Whom (none: an open challenge, or Palace).
        opponent: Option<User>,
        /// Palace itself at this level as the opponent.
        level: Option<Level>,
    },
    /// `/accept [challenge:]`.
    Accept {
        /// The challenge, if named.
        challenge: Option<ChallengeId>,
    },
    /// `/decline [challenge:]`.
    Decline {
        /// The challenge, if named.
        challenge: Option<ChallengeId>,
    },
    /// `/cancel [challenge:]`.
    Cancel {
        /// The challenge, if named.
        challenge: Option<ChallengeId>,
    },
    /// `/move text: [game:]`.
    Move {
        /// The move as typed, in any notation.
        text: String,
        /// The game, if named.
        game: Option<GameId>,
    },
    /// `/board [flip:] [game:]`.
    Board {
        /// From the other side.
        flip: bool,
        /// The game, if named.
        game: Option<GameId>,
    },
    /// `/position`: the FEN (a dark player's own view) and, on your turn, your moves.
    Position {
        /// The game, if named.
        game: Option<GameId>,
    },
    /// `/resign [game:]`.
    Resign {
        /// The game, if named.
        game: Option<GameId>,
    },
    /// `/draw action: [game:]`.
    Draw {
        /// Offer, accept or decline.
        action: OfferAction,
        /// The game, if named.
        game: Option<GameId>,
    },
    /// `/abort [game:]`.
    Abort {
        /// The game, if named.
        game: Option<GameId>,
    },
    /// `/takeback action: [game:]`.
    Takeback {
        /// Request, accept or decline.
        action: OfferAction,
        /// The game, if named.
        game: Option<GameId>,
    },
    /// `/premove [line:] [clear:] [game:]`.
    Premove {
        /// Conditional moves to queue: pairs of their move and the answer, `;` between
        /// lines (none: show the ones queued).
        line: Option<String>,
        /// Drop the ones queued.
        clear: bool,
        /// The game, if named.
        game: Option<GameId>,
    },
    /// `/games [user:]`.
    Games {
        /// Whose (default: the author's).
        user: Option<User>,
    },
    /// `/export [game:] [notation:]`.
    Export {
        /// The game, if named.
        game: Option<GameId>,
        /// The notation its moves are written in (none: the canonical WXF or Western, as
        /// records are kept), Chinese in the script of the author's language.
        notation: Option<rules::Notation>,
    },
    /// `/page [game:] [new:]`.
    Page {
        /// The game, if named.
        game: Option<GameId>,
        /// A new private link, which voids the author's older ones.
        new: bool,
    },
    /// `/replay [game:]`.
    Replay {
        /// The game, if named.
        game: Option<GameId>,
        /// An ended dark game as this player saw it; another game from this side (none:
        /// the whole board, from Red's side).
        view: Option<rules::Color>,
    },
    /// `/analyse [game:]`.
    Analyse {
        /// The game, if named.
        game: Option<GameId>,
    },
    /// `/stats [user:] [variant:]`.
    Stats {
        /// Whose (default: the author's).
        user: Option<User>,
        /// One game only.
        variant: Option<Variant>,
    },
    /// `/leaderboard variant: [by:]`.
    Leaderboard {
        /// Which game.
        variant: Variant,
        /// The order.
        by: Ranking,
    },
    /// `/activity [variant:]`.
    Activity {
        /// One game only.
        variant: Option<Variant>,
    },
    /// `/settings [style:] [notify:] [challenges:] [remind:] [notation:] [language:]
    /// [for:]`.
    Settings {
        /// The piece style, if changed (`traditional` or `western`).
        style: Option<String>,
        /// How they are told of their turns, if changed.
        notify: Option<Notify>,
        /// Whether others may challenge them by name, if changed.
        challenges: Option<bool>,
        /// When they are reminded before a deadline, if changed (inside: none for the
        /// default, empty for no reminder).
        remind: Option<Option<Vec<i64>>>,
        /// The notation moves are shown in, for the games it writes, if changed.
        notation: Option<rules::Notation>,
        /// The language Palace speaks to them in, if changed.
        language: Option<crate::model::Language>,
        /// Whether the settings are the server's (`for:server`: the language and notation
        /// of what Palace posts there for everyone) rather than the author's own.
        server: bool,
        /// The role whose members may open tournaments (`for:server` only), if changed.
        organisers: Option<String>,
    },
    /// `/puzzle [action:]`.
    Puzzle {
        /// Another one, a hint, or the answer (none: the open one, else a new one).
        action: Option<PuzzleAction>,
    },
    /// `/vacation [days:] [end:]`.
    Vacation {
        /// Go away for this many days (or, while away, until this many days from now).
        days: Option<u32>,
        /// Come back early.
        end: bool,
    },
    /// `/rules [variant:]`.
    Rules {
        /// One game only.
        variant: Option<Variant>,
    },
    /// `/tournament action: [tournament:] …`.
    Tournament {
        /// What is asked.
        action: EventAction,
        /// The event, if named.
        tournament: Option<crate::model::TournamentId>,
        /// `create`'s terms.
        terms: Option<TournamentTerms>,
        /// `withdraw`'s player.
        player: Option<User>,
    },
    /// `/help`.
    Help,
}

/// What `/tournament` is asked to do.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, strum::EnumCount, strum::EnumIter)]
pub enum EventAction {
    /// Make a new event taking entries.
    Create,
    /// Enter it.
    Join,
    /// Leave it (before the start), or withdraw from it (after).
    Leave,
    /// Start it now.
    Start,
    /// Its standings.
    Standings,
    /// The server's events.
    List,
    /// Withdraw a player (the organiser).
    Withdraw,
}

impl EventAction {
    /// Every action's word, in order.
    pub const NAMES: [&'static str; 7] = [
        "create",
        "join",
        "leave",
        "start",
        "standings",
        "list",
        "withdraw",
    ];

    /// Its word in `/tournament action:`.
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }

    /// The action named `word`.
    pub fn named(word: &str) -> Option<EventAction> {
        <EventAction as strum::IntoEnumIterator>::iter().find(|a| a.name() == word)
    }
}

/// What `/tournament action:create` sets up.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentTerms {
    /// Round robin or Swiss.
    pub format: crate::model::EventFormat,
    /// Which game.
    pub variant: Variant,
    /// Days per move, if given.
    pub days: Option<u32>,
    /// Whether rated (default: rated).
    pub rated: Option<bool>,
    /// The most players, if given.
    pub limit: Option<u32>,
    /// Days of sign-up before it starts by itself, if given.
    pub signup_days: Option<u32>,
}

/// Which command: the one place each command's name is written ([`Verb::name`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, strum::EnumCount, strum::EnumIter)]
pub enum Verb {
    /// `/challenge`.
    Challenge,
    /// `/accept`.
    Accept,
    /// `/decline`.
    Decline,
    /// `/cancel`.
    Cancel,
    /// `/move`.
    Move,
    /// `/board`.
    Board,
    /// `/position`.
    Position,
    /// `/resign`.
    Resign,
    /// `/draw`.
    Draw,
    /// `/abort`.
    Abort,
    /// `/takeback`.
    Takeback,
    /// `/premove`.
    Premove,
    /// `/games`.
    Games,
    /// `/export`.
    Export,
    /// `/replay`.
    Replay,
    /// `/page`.
    Page,
    /// `/analyse`.
    Analyse,
    /// `/stats`.
    Stats,
    /// `/leaderboard`.
    Leaderboard,
    /// `/activity`.
    Activity,
    /// `/settings`.
    Settings,
    /// `/puzzle`.
    Puzzle,
    /// `/vacation`.
    Vacation,
    /// `/rules`.
    Rules,
    /// `/tournament`.
    Tournament,
    /// `/help`.
    Help,
}

impl Verb {
    /// The command's name, without the slash (`move`).
    pub const fn name(self) -> &'static str {
        match self {
            Verb::Challenge => "challenge",
            Verb::Accept => "accept",
            Verb::Decline => "decline",
            Verb::Cancel => "cancel",
            Verb::Move => "move",
            Verb::Board => "board",
            Verb::Position => "position",
            Verb::Resign => "resign",
            Verb::Draw => "draw",
            Verb::Abort => "abort",
            Verb::Takeback => "takeback",
            Verb::Premove => "premove",
            Verb::Games => "games",
            Verb::Export => "export",
            Verb::Replay => "replay",
            Verb::Page => "page",
            Verb::Analyse => "analyse",
            Verb::Stats => "stats",
            Verb::Leaderboard => "leaderboard",
            Verb::Activity => "activity",
            Verb::Settings => "settings",
            Verb::Puzzle => "puzzle",
            Verb::Vacation => "vacation",
            Verb::Rules => "rules",
            Verb::Tournament => "tournament",
            Verb::Help => "help",
        }
    }

    /// The command named `name`, if there is one.
    pub fn named(name: &str) -> Option<Verb> {
        <Verb as strum::IntoEnumIterator>::iter().find(|v| v.name() == name)
    }
}

impl Request {
    /// Which command it is.
    pub fn verb(&self) -> Verb {
        match self {
            Request::Challenge(_) | Request::ChallengeMenu { .. } => Verb::Challenge,
            Request::Accept { .. } => Verb::Accept,
            Request::Decline { .. } => Verb::Decline,
            Request::Cancel { .. } => Verb::Cancel,
            Request::Move { .. } => Verb::Move,
            Request::Board { .. } => Verb::Board,
            Request::Position { .. } => Verb::Position,
            Request::Resign { .. } => Verb::Resign,
            Request::Draw { .. } => Verb::Draw,
            Request::Abort { .. } => Verb::Abort,
            Request::Takeback { .. } => Verb::Takeback,
            Request::Premove { .. } => Verb::Premove,
            Request::Games { .. } => Verb::Games,
            Request::Export { .. } => Verb::Export,
            Request::Page { .. } => Verb::Page,
            Request::Replay { .. } => Verb::Replay,
            Request::Analyse { .. } => Verb::Analyse,
            Request::Stats { .. } => Verb::Stats,
            Request::Leaderboard { .. } => Verb::Leaderboard,
            Request::Activity { .. } => Verb::Activity,
            Request::Settings { .. } => Verb::Settings,
            Request::Puzzle { .. } => Verb::Puzzle,
            Request::Vacation { .. } => Verb::Vacation,
            Request::Rules { .. } => Verb::Rules,
            Request::Tournament { .. } => Verb::Tournament,
            Request::Help => Verb::Help,
        }
    }
}

/// What `/challenge` proposes.
#[derive(Clone, Debug, PartialEq)]
pub struct ChallengeTerms {
    /// Whom (none: an open challenge).
    pub opponent: Option<User>,
    /// Which game.
    pub variant: Variant,
    /// The challenger's side.
    pub color: ColorChoice,
    /// Days per move, if given.
    pub days: Option<u32>,
    /// Whether rated, if said.
    pub rated: Option<bool>,
    /// A start position.
    pub fen: Option<String>,
    /// Palace itself at this level as the opponent.
    pub level: Option<Level>,
}

/// The three steps of an offer (a draw or a takeback): make it, or answer it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OfferAction {
    /// `offer` (a draw) or `request` (a takeback).
    Make,
    /// `accept`.
    Accept,
    /// `decline`.
    Decline,
}

/// The order of `/leaderboard`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ranking {
    /// By rating (the default).
    Rating,
    /// By games won.
    Wins,
    /// By games played.
    Games,
}

impl Ranking {
    /// Its name as `/leaderboard by:` and the server's page take it.
    pub const fn name(self) -> &'static str {
        match self {
            Ranking::Rating => "rating",
            Ranking::Wins => "wins",
            Ranking::Games => "games",
        }
    }

    /// The ranking named `text`, if any.
    pub fn named(text: &str) -> Option<Ranking> {
        [Ranking::Rating, Ranking::Wins, Ranking::Games]
            .into_iter()
            .find(|r| r.name() == text)
    }
}

/// What `/puzzle` is asked for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PuzzleAction {
    /// Another puzzle (the open one counts as seen).
    Next,
    /// A hint for the open one.
    Hint,
    /// The open one's answer (it is closed).
    Answer,
}
