//! Games already rebuilt, kept in memory by their stored version: a command that loads a
//! game nobody changed since it was last loaded takes a copy instead of replaying its
//! record through the rules, and `/move`'s suggestions for what is typed (a request at
//! every keystroke) come from the legal moves already listed for that version of the game.
//! A version is bumped by every committed change, so a kept entry is never stale; bounded
//! by plies, least recently used first out; one per process.

use std::sync::Arc;

use quick_cache::Weighter;
use quick_cache::sync::Cache;
use rules::{AnyGame, Choice, Color};

use crate::model::{Damage, GameDoc, GameId};

/// Plies of kept games at most (a Xiangqi ply keeps a position of about 200 bytes).
const PLIES: u64 = 100_000;
/// Games kept at most, whatever their length.
const GAMES: usize = 2_000;
/// Lists of legal moves kept at most.
const MOVE_LISTS: usize = 2_000;

#[derive(Clone)]
struct ByPlies;

impl Weighter<(GameId, u64), Arc<AnyGame>> for ByPlies {
    fn weight(&self, _: &(GameId, u64), g: &Arc<AnyGame>) -> u64 {
        g.ply() as u64 + 1
    }
}

/// The service's memory of rebuilt games and their legal moves.
pub(crate) struct KnownGames {
    games: Cache<(GameId, u64), Arc<AnyGame>, ByPlies>,
    moves: Cache<(GameId, u64, Color), Arc<Vec<Choice>>>,
}

impl Default for KnownGames {
    fn default() -> KnownGames {
        KnownGames {
            games: Cache::with_weighter(GAMES, PLIES, ByPlies),
            moves: Cache::new(MOVE_LISTS),
        }
    }
}

impl KnownGames {
    /// Game `doc` as stored at `version`, rebuilt through the rules once.
    pub fn game(&self, doc: &GameDoc, version: u64) -> Result<AnyGame, Damage> {
        let key = (doc.id, version);
        if let Some(g) = self.games.get(&key) {
            return Ok((*g).clone());
        }
        let game = doc.rebuild()?;
        self.games.insert(key, Arc::new(game.clone()));
        Ok(game)
    }

    /// `color`'s legal moves in `game`, game `id` at `version`, listed once.
    pub fn moves(
        &self,
        id: GameId,
        version: u64,
        game: &AnyGame,
        color: Color,
    ) -> Arc<Vec<Choice>> {
        self.moves
            .get_or_insert_with(&(id, version, color), || {
                Ok::<_, ()>(Arc::new(game.moves_for(color)))
            })
            .expect("listing cannot fail")
    }
}

#[cfg(test)]
mod tests {
    use rules::{Record, Variant};

    use super::*;
    use crate::model::UserId;

    fn doc(moves: &[&str]) -> GameDoc {
        let mut doc = GameDoc::new(
            9,
            Variant::MiniXiangqi,
            Record::new(Variant::MiniXiangqi).start_fen,
            [UserId("a".into()), UserId("b".into())],
            crate::model::Place("#p".into()),
            3,
            0,
        );
        doc.moves = moves.iter().map(|m| (*m).to_owned()).collect();
        doc
    }

    #[test]
    fn a_game_is_rebuilt_once_per_version() {
        let known = KnownGames::default();
        let first = doc(&["b1b3"]);
        assert_eq!(known.game(&first, 1).unwrap().ply(), 1);
        // The same version is not read again: a document changed without a new version
        // (which the store never writes) would not be seen.
        let changed = doc(&["b1b3", "b7b6"]);
        assert_eq!(known.game(&changed, 1).unwrap().ply(), 1);
        assert_eq!(known.game(&changed, 2).unwrap().ply(), 2);
        let damaged = doc(&["zz"]);
        assert!(known.game(&damaged, 3).is_err());
        assert!(known.game(&damaged, 3).is_err(), "a failure is not kept");
        let g = known.game(&changed, 2).unwrap();
        let moves = known.moves(9, 2, &g, Color::Red);
        assert_eq!(*moves, g.moves_for(Color::Red));
        assert!(Arc::ptr_eq(&moves, &known.moves(9, 2, &g, Color::Red)));
    }
}
