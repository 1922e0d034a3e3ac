//! What the service answers: messages for an audience, with a picture, buttons (each a
//! command a click gives), a ping and what happened, for a front end to show its own way.
//! No Discord type appears here.

use super::command::Command;
use super::request::{OfferAction, Request, Verb};
use super::said::{Refusal, Said};
use crate::model::{Notify, Place, Server, User, UserId};

/// Who a message is for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Audience {
    /// Everyone in a place.
    Public(Place),
    /// One user, privately (a direct message).
    Dm(UserId),
    /// The command's author only (an ephemeral reply).
    Reply(UserId),
}

/// A picture attached to a message, drawn in its reader's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// A file name that says what it is (`game-12-ply-5.png`, `game-12.gif`).
    pub file_name: String,
    /// The encoded PNG or GIF.
    pub bytes: Vec<u8>,
    /// The board as text (for terminals and logs); empty for animations.
    pub text_board: String,
}

/// A picture as the service makes it: what it shows, as facts. It is drawn in its
/// reader's words (the caption, a text board's labels, moves in their notation) as the
/// message leaves the service ([`super::Service`]), which knows the reader by then.
#[derive(Clone, Debug, PartialEq)]
pub struct Sketch {
    /// A file name that says what it is (`game-12-ply-5.png`, `game-12.gif`).
    pub file_name: String,
    /// What it shows.
    pub art: Art,
}

/// What a picture shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Art {
    /// One board (a PNG with its text board), and what its caption says.
    Still {
        /// The board.
        scene: Box<render::Scene>,
        /// What its caption says.
        caption: Box<super::said::Caption>,
    },
    /// A replay (a GIF).
    Replay(Box<Replay>),
    /// A tournament's standings as a table (a PNG).
    Standings(Box<super::said::Standings>),
}

/// A replay's frames (the start, then one a ply) and what their captions say.
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    /// The frames, uncaptioned.
    pub frames: Vec<render::Scene>,
    /// The first line of every frame's caption.
    pub heading: super::said::ReplayHeading,
    /// The move played into each frame after the start, where the viewer may see it.
    pub shown: Vec<Option<rules::Written>>,
    /// The result, for the last frame of an ended game.
    pub result: Option<(rules::Variant, rules::Outcome)>,
    /// What makes it the same picture for the same reader (drawn once, then kept).
    pub(crate) key: ReplayKey,
}

/// A replay as asked: the game, its moves when drawn, and what the picture shows.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct ReplayKey {
    /// The game.
    pub game: crate::model::GameId,
    /// Its moves when drawn: a running game's replay grows, and after a takeback and
    /// another move it is another game of the same length, whose picture must not show
    /// the move taken back.
    pub moves: Vec<String>,
    /// Whether it was over (the result is in the last caption).
    pub finished: bool,
    /// The names in the heading, Red's first.
    pub names: [String; 2],
    /// Whose view, or from whose side (none: the whole board from Red's).
    pub view: Option<rules::Color>,
    /// The piece style.
    pub style: String,
    /// Whose words are on it (the service sets it as it draws the picture).
    pub reader: Reader,
}

/// How a button looks: what it does to the game says how loud it is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ActionStyle {
    /// The expected answer (accept).
    Primary,
    /// A neutral look (board).
    Secondary,
    /// A refusal or an irreversible step (decline, resign).
    Danger,
}

/// What a button's face says, for the voice to word.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Label {
    /// Accept a challenge.
    Accept,
    /// Decline a challenge or an offer.
    Decline,
    /// The board.
    Board,
    /// A dark player's own board.
    MyBoard,
    /// Resign.
    Resign,
    /// Accept a draw.
    AcceptDraw,
    /// Accept a takeback.
    AcceptTakeback,
    /// Yes: the step asked about (resign) is meant.
    Yes(Verb),
    /// A game to play (a challenge to it).
    Variant(rules::Variant),
    /// Enter a tournament.
    JoinEvent,
    /// Leave a tournament.
    LeaveEvent,
}

/// A button under a message: the typed request a click gives on the clicker's behalf, so
/// it needs no state but the request itself and keeps working for days and after
/// restarts.
#[derive(Clone, Debug, PartialEq)]
pub struct Action {
    /// What its face says.
    pub label: Label,
    /// Its look.
    pub style: ActionStyle,
    /// What a click asks for.
    pub request: Request,
    /// Whether a click asks first (`Resign game 12?`): for steps that cannot be undone.
    pub confirm: bool,
}

impl Action {
    /// A button that gives `request`.
    pub fn new(label: Label, style: ActionStyle, request: Request) -> Action {
        Action {
            label,
            style,
            request,
            confirm: false,
        }
    }

    /// The same button, asking before it acts.
    pub fn confirmed(mut self) -> Action {
        self.confirm = true;
        self
    }

    /// Whether this button answers an offer (a draw offer or a takeback request).
    pub fn answers_offer(&self) -> bool {
        matches!(
            self.request,
            Request::Draw {
                action: OfferAction::Accept | OfferAction::Decline,
                ..
            } | Request::Takeback {
                action: OfferAction::Accept | OfferAction::Decline,
                ..
            }
        )
    }

    /// The command a click gives, as `user` in `place` of `server`.
    pub fn command_for(&self, user: User, place: Place, server: Option<Server>) -> Command {
        Command::of(user, place, server, &self.request)
    }
}

/// A game's short title, as a front end names its thread: its number, the players, and its
/// result once it has one (the voice words it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Title {
    /// The game.
    pub game: u64,
    /// The players, the first first.
    pub players: [String; 2],
    /// How it ended, once it has.
    pub end: Option<TitleEnd>,
}

/// How a game of a title ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TitleEnd {
    /// With this result.
    Result(rules::Outcome),
    /// Called off.
    Aborted,
}

/// Something that happened to a game or challenge that a front end may show in its own
/// way (a thread per game, buttons taken off an answered challenge).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A challenge was posted by this message.
    ChallengePosted {
        /// Which.
        challenge: u64,
    },
    /// A challenge is no longer open (taken, declined, withdrawn, expired).
    ChallengeClosed {
        /// Which.
        challenge: u64,
        /// The front end's handle of the message that posted it, if it gave one.
        post: Option<String>,
    },
    /// A game began with this message.
    GameStarted {
        /// Which.
        game: u64,
        /// The handle of the challenge's message, if the front end gave one.
        challenge_post: Option<String>,
        /// Its title.
        title: Title,
        /// Whether it is a tournament's game, played where its tournament is (no place
        /// of its own: a front end opens no thread for it).
        in_event: bool,
    },
    /// A game ended with this message.
    GameEnded {
        /// Which.
        game: u64,
        /// Its title, with the result.
        title: Title,
        /// Whether it is a tournament's game (its place is the tournament's, which stays
        /// open when it ends).
        in_event: bool,
    },
    /// The clock reminded the player to move of their deadline.
    Reminded {
        /// Which game.
        game: u64,
    },
    /// The player to move ran out of time: the game is lost on time.
    TimedOut {
        /// Which game.
        game: u64,
    },
    /// The review after the game.
    Reviewed {
        /// Which game.
        game: u64,
        /// Whether it is a tournament's game (posted in the tournament's place).
        in_event: bool,
    },
    /// A tournament was announced with this message (its sign-up).
    TournamentCreated {
        /// Which.
        tournament: u64,
        /// Its game.
        variant: rules::Variant,
    },
}

/// One answer of the service: what it says as values, for the voice (`crate::voice`) to
/// word.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    /// Who it is for.
    pub audience: Audience,
    /// The server a public message is posted in (none: a place in no server): its
    /// settings say how it is read.
    pub server: Option<Server>,
    /// What it says.
    pub said: Said,
    /// Its pictures as facts, in order: the service draws them for the reader into
    /// `picture` and `gallery` as the message leaves it.
    pub sketches: Vec<Sketch>,
    /// Its picture, if any.
    pub picture: Option<Picture>,
    /// More pictures after `picture`, in order (a review's positions): the front ends
    /// attach them to the same message.
    pub gallery: Vec<Picture>,
    /// Whether this is a refusal (nothing changed).
    pub error: bool,
    /// Buttons under it.
    pub actions: Vec<Action>,
    /// A user to call (the player to move); a front end may ping them.
    pub ping: Option<UserId>,
    /// What happened, for front ends that show games their own way.
    pub event: Option<Event>,
    /// Who reads it: their language and how they write moves (set by
    /// [`crate::service::Service`] as the messages leave it: a player's settings for a
    /// reply or a DM, English and the canonical notations for public messages).
    pub reader: Reader,
    /// For a public message in a place that takes only answers to commands given there
    /// (`answers_only` games and challenges): whom it goes to by DM instead when it is not
    /// such an answer — the one it calls, if it calls someone, else all of them.
    pub stand_ins: Vec<UserId>,
    /// The page of the game it is about (a public message in the game's place), its slug.
    pub page: Option<crate::model::Slug>,
    /// The address of that page, when pages are served (set as the message leaves the
    /// service): a front end links to it.
    pub page_url: Option<String>,
    /// What page `page_url` is.
    pub page_kind: PageKind,
}

/// What page a message links to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PageKind {
    /// A game's page (or a dark player's own view of it).
    #[default]
    Game,
    /// A server's leaderboard and latest games.
    Server,
    /// A player's page in a server.
    Player,
}

/// What the voice needs to know of a message's reader.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Reader {
    /// The language it is worded in.
    pub language: crate::model::Language,
    /// How moves are written in it.
    pub writing: rules::Writing,
}

impl Reader {
    /// A reader of `language` who writes moves in `writing`, Chinese notation in the
    /// script of their language.
    pub fn new(language: crate::model::Language, writing: rules::Writing) -> Reader {
        Reader {
            language,
            writing: rules::Writing {
                script: language.script(),
                ..writing
            },
        }
    }

    /// A reader of `language` who writes moves as Palace does unless told otherwise.
    pub fn of(language: crate::model::Language) -> Reader {
        Reader::new(language, rules::Writing::default())
    }
}

impl Message {
    /// A public message in `place` of `server`.
    pub fn public(place: &Place, server: Option<&Server>, said: impl Into<Said>) -> Message {
        Message {
            audience: Audience::Public(place.clone()),
            server: server.cloned(),
            said: said.into(),
            sketches: Vec::new(),
            picture: None,
            gallery: Vec::new(),
            error: false,
            actions: Vec::new(),
            ping: None,
            event: None,
            reader: Reader::default(),
            stand_ins: Vec::new(),
            page: None,
            page_url: None,
            page_kind: PageKind::Game,
        }
    }

    /// A public message in the place of a game or challenge, `doc`: where that place takes
    /// only answers, with its people to DM instead ([`Message::stand_ins`]).
    pub fn in_place_of(doc: &impl Placed, said: impl Into<Said>) -> Message {
        let mut m = Message::public(doc.place(), doc.server(), said);
        m.page = doc.page();
        if doc.answers_only() {
            m.stand_ins = doc
                .people()
                .into_iter()
                .filter(|u| !u.is_engine())
                .collect();
        }
        m
    }

    /// A direct message to `user`.
    pub fn dm(user: &UserId, said: impl Into<Said>) -> Message {
        Message {
            audience: Audience::Dm(user.clone()),
            server: None,
            said: said.into(),
            sketches: Vec::new(),
            picture: None,
            gallery: Vec::new(),
            error: false,
            actions: Vec::new(),
            ping: None,
            event: None,
            reader: Reader::default(),
            stand_ins: Vec::new(),
            page: None,
            page_url: None,
            page_kind: PageKind::Game,
        }
    }

    /// A private reply to `user`.
    pub fn reply(user: &UserId, said: impl Into<Said>) -> Message {
        Message {
            audience: Audience::Reply(user.clone()),
            server: None,
            said: said.into(),
            sketches: Vec::new(),
            picture: None,
            gallery: Vec::new(),
            error: false,
            actions: Vec::new(),
            ping: None,
            event: None,
            reader: Reader::default(),
            stand_ins: Vec::new(),
            page: None,
            page_url: None,
            page_kind: PageKind::Game,
        }
    }

    /// A private refusal to `user`.
    pub fn refusal(user: &UserId, refusal: impl Into<Refusal>) -> Message {
        Message {
            error: true,
            ..Message::reply(user, Said::Refused(refusal.into()))
        }
    }

    /// The same message with a picture, drawn as it leaves the service.
    pub fn with_sketch(mut self, sketch: Option<Sketch>) -> Message {
        self.sketches.extend(sketch);
        self
    }

    /// The same message with these pictures, in order, drawn as it leaves the service.
    pub fn with_sketches(mut self, sketches: Vec<Sketch>) -> Message {
        self.sketches.extend(sketches);
        self
    }

    /// The same message with a picture drawn already (the front ends' own messages).
    pub fn with_picture(mut self, picture: Option<Picture>) -> Message {
        self.picture = picture;
        self
    }

    /// The same message with pictures drawn for its reader, in order (the first is its
    /// `picture`).
    pub fn with_pictures(mut self, pictures: Vec<Picture>) -> Message {
        let mut pictures = pictures.into_iter();
        self.picture = pictures.next();
        self.gallery = pictures.collect();
        self
    }

    /// Its pictures in order: `picture`, then the gallery.
    pub fn pictures(&self) -> impl Iterator<Item = &Picture> {
        self.picture.iter().chain(&self.gallery)
    }

    /// The same message with buttons.
    pub fn with_actions(mut self, actions: Vec<Action>) -> Message {
        self.actions = actions;
        self
    }

    /// The same message calling `user`.
    pub fn with_ping(mut self, user: &UserId) -> Message {
        self.ping = Some(user.clone());
        self
    }

    /// The same message calling `user` if that is how they hear of things
    /// ([`Notify::Ping`]); with any other setting, unchanged. The engine is always
    /// called: that is how its answer replaces the buttons meant for a person.
    pub fn with_ping_for(self, user: &UserId, notify: Notify) -> Message {
        if notify.pings() || user.is_engine() {
            self.with_ping(user)
        } else {
            self
        }
    }

    /// This public message telling `them` of something that waits for them, told the
    /// one way they asked for ([`Notify`]): the message mentions them, or it goes with a
    /// direct message `dm`, or neither.
    pub fn notifying<S: Into<Said>>(
        self,
        them: &UserId,
        notify: Notify,
        dm: impl FnOnce() -> S,
    ) -> Vec<Message> {
        let page = self.page.clone();
        let mut out = vec![self.with_ping_for(them, notify)];
        if notify.dms() {
            // The DM links to the game's page as the public message does.
            let mut dm = Message::dm(them, dm());
            dm.page = page;
            out.push(dm);
        }
        out
    }

    /// The same message marked with what happened.
    pub fn with_event(mut self, event: Event) -> Message {
        self.event = Some(event);
        self
    }
}

/// A game or a challenge, as the place its public messages go to.
pub trait Placed {
    /// Where it is.
    fn place(&self) -> &Place;
    /// The server it is in, if any.
    fn server(&self) -> Option<&Server>;
    /// Whether its place takes only answers to commands given there.
    fn answers_only(&self) -> bool;
    /// Its people: the players of a game, the challenger (and the named opponent) of a
    /// challenge.
    fn people(&self) -> Vec<UserId>;
    /// The page of a game (none for a challenge).
    fn page(&self) -> Option<crate::model::Slug>;
}

/// The fields games and challenges name alike: `place`, `server`, `answers_only`.
macro_rules! placed_fields {
    () => {
        fn place(&self) -> &Place {
            &self.place
        }
        fn server(&self) -> Option<&Server> {
            self.server.as_ref()
        }
        fn answers_only(&self) -> bool {
            self.answers_only
        }
    };
}

impl Placed for crate::model::GameDoc {
    placed_fields!();
    fn people(&self) -> Vec<UserId> {
        vec![self.red.clone(), self.black.clone()]
    }
    fn page(&self) -> Option<crate::model::Slug> {
        self.slug.clone()
    }
}

impl Placed for crate::model::ChallengeDoc {
    placed_fields!();
    fn people(&self) -> Vec<UserId> {
        std::iter::once(self.challenger.clone())
            .chain(self.opponent.clone())
            .collect()
    }
    fn page(&self) -> Option<crate::model::Slug> {
        None
    }
}
