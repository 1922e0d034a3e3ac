//! A command as a front end hands it to the service: who, where, which command, and its
//! options as given (text, or a user the front end resolved).

use crate::model::{Place, Server, User};

/// One option value as the front end resolved it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// Text (numbers, names and booleans are given as text and checked by the service).
    Text(String),
    /// A user option, resolved by the front end.
    User(User),
}

/// A command: a plain value handed to the service, exactly as a slash command carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Command {
    /// Who gave it.
    pub user: User,
    /// Where.
    pub place: Place,
    /// In which server (none: a direct message).
    pub server: Option<Server>,
    /// The command's name without the slash (`move`).
    pub name: String,
    /// Named options in the order given (`text` → `C2=5`).
    pub options: Vec<(String, OptionValue)>,
    /// The language the author's Discord reports (an interaction's `locale`), if Palace
    /// speaks it: what the answers to them are in unless they chose another.
    pub locale: Option<crate::model::Language>,
    /// The language Discord reports for the server (an interaction's `guild_locale`), if
    /// Palace speaks it: what public messages there are in unless its managers chose
    /// another.
    pub server_locale: Option<crate::model::Language>,
    /// Whether the author may manage the server (Discord's Manage Server permission):
    /// then they may choose its settings (`/settings server:true`).
    pub manages_server: bool,
    /// The roles (ids) the author holds in the server: one the server named
    /// (`/settings for:server organisers:`) lets them open tournaments.
    pub roles: Vec<String>,
    /// Whether its place takes only answers to commands given there: the front end can
    /// show what answers this command there, but nothing of its own later (Discord: a
    /// group DM, or a server where Palace is not but the author installed it).
    pub place_answers_only: bool,
}
