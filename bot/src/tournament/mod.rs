//! Tournaments' pure logic, no I/O: who meets whom and with which side (round robins from
//! Berger tables, Swiss rounds by the Dutch system's rules over a maximum-weight
//! matching), and the standings with their tiebreaks. Players are numbered by their
//! place in the event's list (0 first); the service keeps who they are.

pub mod berger;
pub mod standings;
pub mod swiss;

/// A game of a round: `first` plays the first side (red, or sente in Minishogi).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pairing {
    /// Who plays the first side.
    pub first: usize,
    /// Who plays the second side.
    pub second: usize,
}

impl Pairing {
    /// Whether `player` plays in it.
    pub fn has(&self, player: usize) -> bool {
        self.first == player || self.second == player
    }

    /// The opponent of `player`, who plays in it.
    pub fn opponent(&self, player: usize) -> usize {
        if self.first == player {
            self.second
        } else {
            self.first
        }
    }
}

/// One round: its games, and who sits out with a bye (an odd number of players).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    /// Its games, board 1 first.
    pub pairings: Vec<Pairing>,
    /// Who has the bye, if anyone.
    pub bye: Option<usize>,
}

/// A side of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Red in the xiangqi games, sente in Minishogi: moves first.
    First,
    /// Black, or gote.
    Second,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}
