//! One attempt at a command or a clock step, as a unit of work: each player document it
//! needs is read from the store at most once (on PostgreSQL every read is a round trip),
//! every change it makes is staged here, and all of them are written together by one
//! [`Store::commit`] at its end, checked against the versions read. A conflict throws the
//! whole attempt away; the next attempt starts a new [`Txn`] on fresh state.

use std::cell::RefCell;
use std::collections::HashMap;

use super::Outcome;
use crate::model::{
    ChallengeDoc, ChallengeId, GameDoc, Language, PlayerDoc, Server, ServerDoc, TournamentDoc,
    TournamentId, User, UserId,
};
use crate::store::{Batch, Put, Store, StoreError, Versioned};

/// A document as read in this attempt, with the changes staged to it.
struct Slot<T> {
    /// The version read (`None`: no document yet).
    version: Option<u64>,
    /// The document as it now stands here.
    doc: T,
    /// Why the stored document cannot be read, if it cannot: shown with defaults, never
    /// written over.
    unreadable: Option<StoreError>,
    /// Whether it is to be written.
    changed: bool,
}

impl<T> Slot<T> {
    /// The slot of what the store gave for a document (`new`: its defaults).
    fn read(
        got: Result<Option<Versioned<T>>, StoreError>,
        new: impl FnOnce() -> T,
    ) -> Outcome<Slot<T>> {
        Ok(match got {
            Ok(Some(Versioned { version, doc })) => Slot {
                version: Some(version),
                doc,
                unreadable: None,
                changed: false,
            },
            Ok(None) => Slot {
                version: None,
                doc: new(),
                unreadable: None,
                changed: false,
            },
            Err(e @ StoreError::Corrupt { .. }) => Slot {
                version: None,
                doc: new(),
                unreadable: Some(e),
                changed: false,
            },
            Err(e) => return Err(e.into()),
        })
    }

    /// `key`'s slot in `slots`, read by `read` the first time it is asked for in this
    /// attempt, given to `f`.
    fn in_map<K: std::hash::Hash + Eq + Clone, R>(
        slots: &RefCell<HashMap<K, Slot<T>>>,
        key: &K,
        read: impl FnOnce() -> Outcome<Slot<T>>,
        f: impl FnOnce(&mut Slot<T>) -> R,
    ) -> Outcome<R> {
        let mut slots = slots.borrow_mut();
        if !slots.contains_key(key) {
            let slot = read()?;
            slots.insert(key.clone(), slot);
        }
        Ok(f(slots.get_mut(key).expect("just read")))
    }

    /// The document with `change` made to it, staged to be written; refused with the
    /// store's error when the stored one cannot be read (it is never written over).
    fn change(&mut self, change: impl FnOnce(&mut T)) -> Outcome<T>
    where
        T: Clone,
    {
        if let Some(e) = &self.unreadable {
            return Err(e.clone().into());
        }
        change(&mut self.doc);
        self.changed = true;
        Ok(self.doc.clone())
    }

    /// The changed documents of `slots` as writes, in the order of their keys (one order
    /// for every attempt, whatever order the command read them in).
    fn puts<K: Ord>(slots: HashMap<K, Slot<T>>) -> Vec<Put<T>> {
        let mut changed: Vec<(K, Slot<T>)> = slots.into_iter().filter(|(_, s)| s.changed).collect();
        changed.sort_by(|a, b| a.0.cmp(&b.0));
        changed
            .into_iter()
            .map(|(_, slot)| Put {
                expected: slot.version,
                doc: slot.doc,
            })
            .collect()
    }
}

/// A player as read in this attempt.
type PlayerSlot = Slot<PlayerDoc>;

/// The documents one attempt has read and the changes it will write.
pub(crate) struct Txn<'a> {
    store: &'a dyn Store,
    players: RefCell<HashMap<UserId, PlayerSlot>>,
    servers: RefCell<HashMap<Server, Slot<ServerDoc>>>,
    /// Tournaments as read (`None`: there is no such tournament, or a new one).
    tournaments: RefCell<HashMap<TournamentId, Slot<Option<TournamentDoc>>>>,
    /// Games and challenges to write; players and servers are written from their slots.
    staged: RefCell<Batch>,
    /// The numbers earlier attempts at the same change took, to use again
    /// ([`Txn::numbered`]).
    numbers: Option<&'a super::Numbers>,
    /// The counters this attempt has asked for numbers, in order.
    asked: RefCell<Vec<crate::store::Counter>>,
}

impl<'a> Txn<'a> {
    /// A new number from the store's `counter` (taken for good, whatever becomes of the
    /// attempt): with [`Txn::numbered`], the `n`-th number of that counter an earlier
    /// attempt took is given again as this attempt's `n`-th, so that an attempt thrown away
    /// by a conflict leaves no gap in the numbering.
    pub fn next_id(&self, counter: crate::store::Counter) -> Result<u64, StoreError> {
        let Some(numbers) = self.numbers else {
            return self.store.next_id(counter);
        };
        let n = self
            .asked
            .borrow()
            .iter()
            .filter(|c| **c == counter)
            .count();
        self.asked.borrow_mut().push(counter);
        let taken = numbers
            .0
            .borrow()
            .iter()
            .filter(|(c, _)| *c == counter)
            .nth(n)
            .map(|t| t.1);
        if let Some(id) = taken {
            return Ok(id);
        }
        let id = self.store.next_id(counter)?;
        numbers.0.borrow_mut().push((counter, id));
        Ok(id)
    }

    /// This attempt, taking its numbers from those `numbers` kept across attempts.
    pub fn numbered(self, numbers: &'a super::Numbers) -> Txn<'a> {
        Txn {
            numbers: Some(numbers),
            ..self
        }
    }

    /// A new attempt on `store`.
    pub fn new(store: &'a dyn Store) -> Txn<'a> {
        Txn {
            store,
            players: RefCell::new(HashMap::new()),
            servers: RefCell::new(HashMap::new()),
            tournaments: RefCell::new(HashMap::new()),
            staged: RefCell::new(Batch::default()),
            numbers: None,
            asked: RefCell::new(Vec::new()),
        }
    }

    /// Reads player `id` into its slot, once per attempt.
    fn with_slot<T>(&self, id: &UserId, f: impl FnOnce(&mut PlayerSlot) -> T) -> Outcome<T> {
        Slot::in_map(
            &self.players,
            id,
            || Slot::read(self.store.player(id), || PlayerDoc::new(id, &id.0)),
            f,
        )
    }

    /// Reads the players among `ids` not read yet in this attempt, all at once (one round
    /// trip on PostgreSQL, where reading them one by one would take one each). Only
    /// saves time: one it cannot read this way is read alone when asked for.
    pub fn prefetch(&self, ids: impl IntoIterator<Item = UserId>) -> Outcome<()> {
        let wanted: Vec<UserId> = {
            let players = self.players.borrow();
            let mut wanted: Vec<UserId> = ids
                .into_iter()
                .filter(|id| !players.contains_key(id))
                .collect();
            wanted.sort();
            wanted.dedup();
            wanted
        };
        if wanted.len() < 2 {
            return Ok(());
        }
        let read = self.store.players(&wanted)?;
        let mut players = self.players.borrow_mut();
        for Versioned { version, doc } in read {
            players.entry(doc.id.clone()).or_insert(PlayerSlot {
                version: Some(version),
                doc,
                unreadable: None,
                changed: false,
            });
        }
        Ok(())
    }

    /// A player's settings and name as they stand in this attempt (defaults for someone
    /// never seen, and for a record that cannot be read).
    pub fn player(&self, id: &UserId) -> Outcome<PlayerDoc> {
        self.with_slot(id, |slot| slot.doc.clone())
    }

    /// The name to show for a user in `server` (its nickname for them there, else their
    /// account's name): a nickname never shows outside its own server.
    pub fn name_of(&self, id: &UserId, server: Option<&Server>) -> Outcome<String> {
        self.with_slot(id, |slot| slot.doc.name_in(server).to_owned())
    }

    /// A game's players' names as its own server shows them, Red's first.
    pub fn names(&self, doc: &GameDoc) -> Outcome<[String; 2]> {
        let server = doc.server.as_ref();
        Ok([
            self.name_of(&doc.red, server)?,
            self.name_of(&doc.black, server)?,
        ])
    }

    /// Changes player `id` (a setting, a result) and stages the document to be written. A record that cannot be read is not written over: the
    /// attempt fails with the store's error.
    pub fn update_player(
        &self,
        id: &UserId,
        change: impl FnOnce(&mut PlayerDoc),
    ) -> Outcome<PlayerDoc> {
        self.with_slot(id, |slot| slot.change(change))?
    }

    /// Makes sure `user` is stored under their account's name and, in `server`, under the
    /// name they go by there: staged only when they have no document yet or go by another
    /// name now, so that a player's many games do not all write (and contend for) their one
    /// document on every move.
    pub fn refresh_name(
        &self,
        user: &User,
        server: Option<&Server>,
        locale: Option<crate::model::Language>,
    ) -> Outcome<()> {
        self.with_slot(&user.id, |slot| {
            if let Some(e) = &slot.unreadable {
                return Err(e.clone().into());
            }
            let doc = &mut slot.doc;
            let mut changed = slot.version.is_none();
            if doc.name != user.account_name() {
                user.account_name().clone_into(&mut doc.name);
                changed = true;
            }
            if let Some(server) = server {
                let nick = (user.name != user.account_name()).then_some(&user.name);
                if doc.nicknames.get(server) != nick {
                    match nick {
                        Some(n) => doc.nicknames.insert(server.clone(), n.clone()),
                        None => doc.nicknames.remove(server),
                    };
                    changed = true;
                }
            }
            // The language their Discord reports, for what is sent to them later.
            if let Some(tag) = locale.map(|l| l.tag())
                && doc.locale_seen.as_deref() != Some(tag)
            {
                doc.locale_seen = Some(tag.to_owned());
                changed = true;
            }
            slot.changed |= changed;
            Ok(())
        })?
    }

    /// A server's settings as they stand in this attempt (defaults for a server with none,
    /// and for a record that cannot be read).
    pub fn server(&self, id: &Server) -> Outcome<ServerDoc> {
        self.with_server(id, |slot| slot.doc.clone())
    }

    /// Changes server `id`'s settings and stages them to be written. A record that cannot
    /// be read is not written over: the attempt fails with the store's error.
    pub fn update_server(
        &self,
        id: &Server,
        change: impl FnOnce(&mut ServerDoc),
    ) -> Outcome<ServerDoc> {
        self.with_server(id, |slot| slot.change(change))?
    }

    /// Keeps the language Discord reports for server `id` (its `guild_locale`), for what
    /// is posted there later: staged only when it is another than the one kept. A record
    /// that cannot be read is left as it is.
    pub fn saw_server_locale(&self, id: &Server, locale: Language) -> Outcome<()> {
        self.with_server(id, |slot| {
            let tag = locale.tag();
            if slot.unreadable.is_none() && slot.doc.locale_seen.as_deref() != Some(tag) {
                slot.doc.locale_seen = Some(tag.to_owned());
                slot.changed = true;
            }
        })
    }

    /// Whether server `id`'s document, as read in this attempt, keeps `locale` as the
    /// language Discord reports for it (once this attempt is committed).
    pub fn keeps_locale(&self, id: &Server, locale: Language) -> bool {
        self.servers.borrow().get(id).is_some_and(|slot| {
            slot.unreadable.is_none() && slot.doc.locale_seen.as_deref() == Some(locale.tag())
        })
    }

    /// Reads server `id` into its slot, once per attempt.
    fn with_server<T>(&self, id: &Server, f: impl FnOnce(&mut Slot<ServerDoc>) -> T) -> Outcome<T> {
        Slot::in_map(
            &self.servers,
            id,
            || Slot::read(self.store.server(id), || ServerDoc::new(id)),
            f,
        )
    }

    /// Reads tournament `id` into its slot, once per attempt.
    fn with_tournament<T>(
        &self,
        id: TournamentId,
        f: impl FnOnce(&mut Slot<Option<TournamentDoc>>) -> T,
    ) -> Outcome<T> {
        Slot::in_map(
            &self.tournaments,
            &id,
            || {
                let got = self.store.tournament(id).map(|v| {
                    v.map(|Versioned { version, doc }| Versioned {
                        version,
                        doc: Some(doc),
                    })
                });
                Slot::read(got, || None)
            },
            f,
        )
    }

    /// Tournament `id` as it stands in this attempt (`None`: there is none). One that
    /// cannot be read fails the attempt with the store's error.
    pub fn tournament(&self, id: TournamentId) -> Outcome<Option<TournamentDoc>> {
        self.with_tournament(id, |slot| match &slot.unreadable {
            Some(e) => Err(e.clone().into()),
            None => Ok(slot.doc.clone()),
        })?
    }

    /// Changes tournament `id` (which must be there) and stages it to be written, checked
    /// against the version read.
    pub fn update_tournament(
        &self,
        id: TournamentId,
        change: impl FnOnce(&mut TournamentDoc),
    ) -> Outcome<TournamentDoc> {
        self.with_tournament(id, |slot| {
            slot.change(|doc| {
                if let Some(doc) = doc {
                    change(doc);
                }
            })
            .map(|doc| doc.expect("changed only when there"))
        })?
    }

    /// Stages a new tournament.
    pub fn put_new_tournament(&self, doc: TournamentDoc) -> Outcome<()> {
        self.with_tournament(doc.id, |slot| {
            slot.doc = Some(doc);
            slot.changed = true;
        })
    }

    /// Stages a game (`expected`: the version read, `None` for a new game).
    pub fn put_game(&self, expected: Option<u64>, doc: GameDoc) {
        self.staged.borrow_mut().games.push(Put { expected, doc });
    }

    /// Stages a challenge (`expected`: the version read, `None` for a new one).
    pub fn put_challenge(&self, expected: Option<u64>, doc: ChallengeDoc) {
        self.staged
            .borrow_mut()
            .challenges
            .push(Put { expected, doc });
    }

    /// Stages the removal of a challenge still at `version`.
    pub fn remove_challenge(&self, id: ChallengeId, version: u64) {
        self.staged
            .borrow_mut()
            .removed_challenges
            .push((id, version));
    }

    /// Writes everything staged in one commit, if anything is; durable when it returns.
    pub fn commit(self) -> Result<(), StoreError> {
        let mut batch = self.staged.into_inner();
        batch.players = Slot::puts(self.players.into_inner());
        batch.servers = Slot::puts(self.servers.into_inner());
        batch.tournaments = Slot::puts(self.tournaments.into_inner())
            .into_iter()
            .filter_map(|Put { expected, doc }| doc.map(|doc| Put { expected, doc }))
            .collect();
        if batch.is_empty() {
            return Ok(());
        }
        self.store.commit(batch)
    }
}
