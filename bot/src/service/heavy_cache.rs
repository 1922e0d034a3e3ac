//! What heavy commands computed, kept in memory: a finished game's analysis never changes,
//! and a replay is the same picture for the same moves, names, style and reader. Asked again —
//! by the same player, by the other, or by anyone pressing the same button twenty times —
//! it is answered from here instead of searching or drawing again. Bounded by bytes
//! (replays are the big ones), least recently used first out; one per process.

use std::sync::Arc;

use quick_cache::Weighter;
use quick_cache::sync::Cache;

use super::analyse::Verdict;
use super::message::{Picture, ReplayKey};
use crate::model::GameId;

/// Bytes of replays kept at most.
const REPLAY_BYTES: u64 = 64 << 20;
/// Analyses kept at most (a few kilobytes each).
const ANALYSES: usize = 2_000;
/// Replays kept at most, whatever their size.
const REPLAYS: usize = 500;

#[derive(Clone)]
struct ByBytes;

impl Weighter<ReplayKey, Arc<Picture>> for ByBytes {
    fn weight(&self, _: &ReplayKey, p: &Arc<Picture>) -> u64 {
        p.bytes.len() as u64 + 1
    }
}

/// The service's memory of heavy answers.
pub(crate) struct HeavyCache {
    analyses: Cache<(GameId, usize), Arc<Vec<Verdict>>>,
    replays: Cache<ReplayKey, Arc<Picture>, ByBytes>,
}

impl Default for HeavyCache {
    fn default() -> HeavyCache {
        HeavyCache {
            analyses: Cache::new(ANALYSES),
            replays: Cache::with_weighter(REPLAYS, REPLAY_BYTES, ByBytes),
        }
    }
}

impl HeavyCache {
    /// The verdicts on game `id`'s first `plies` moves, judged by `judge` once.
    pub fn analysis(
        &self,
        id: GameId,
        plies: usize,
        judge: impl FnOnce() -> Vec<Verdict>,
    ) -> Arc<Vec<Verdict>> {
        self.analyses
            .get_or_insert_with(&(id, plies), || Ok::<_, ()>(Arc::new(judge())))
            .expect("judging cannot fail")
    }

    /// The replay `key` describes, drawn by `draw` once (not kept when it cannot be drawn).
    pub fn replay(
        &self,
        key: ReplayKey,
        draw: impl FnOnce() -> Option<Picture>,
    ) -> Option<Arc<Picture>> {
        self.replays
            .get_or_insert_with(&key, || draw().map(Arc::new).ok_or(()))
            .ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    fn key(plies: usize) -> ReplayKey {
        ReplayKey {
            game: 7,
            moves: (0..plies).map(|i| format!("m{i}")).collect(),
            finished: true,
            names: ["alice".into(), "bob".into()],
            style: "traditional".into(),
            view: None,
            reader: Default::default(),
        }
    }

    #[test]
    fn a_heavy_answer_is_computed_once_per_key() {
        let cache = HeavyCache::default();
        let drawn = Cell::new(0);
        let draw = || {
            drawn.set(drawn.get() + 1);
            Some(Picture {
                file_name: "game-7.gif".into(),
                bytes: vec![1; 1000],
                text_board: String::new(),
            })
        };
        let a = cache.replay(key(10), draw).unwrap();
        let b = cache.replay(key(10), draw).unwrap();
        assert_eq!((a, drawn.get()), (b, 1));
        cache.replay(key(11), draw).unwrap();
        assert_eq!(drawn.get(), 2, "another ply count is another replay");
        // A move taken back and another played: as many plies, another replay.
        let mut other_line = key(10);
        other_line.moves[9] = "other".into();
        cache.replay(other_line, draw).unwrap();
        assert_eq!(drawn.get(), 3, "other moves are another replay");
        let mut western = key(10);
        western.style = "western".into();
        cache.replay(western, draw).unwrap();
        assert_eq!(drawn.get(), 4, "another style is another picture");
        let mut japanese = key(10);
        japanese.reader = crate::service::message::Reader::of(crate::model::Language::Japanese);
        cache.replay(japanese, draw).unwrap();
        assert_eq!(drawn.get(), 5, "another reader's words are another picture");
        assert!(cache.replay(key(12), || None).is_none());
        assert!(
            cache.replay(key(12), draw).is_some(),
            "a failure is not kept"
        );

        let judged = Cell::new(0);
        let judge = || {
            judged.set(judged.get() + 1);
            Vec::new()
        };
        cache.analysis(7, 40, judge);
        cache.analysis(7, 40, judge);
        assert_eq!(judged.get(), 1);
    }

    #[test]
    fn replays_are_bounded_by_bytes() {
        let cache = HeavyCache::default();
        let big = (REPLAY_BYTES / 8) as usize;
        for plies in 0..32 {
            cache.replay(key(plies), || {
                Some(Picture {
                    file_name: String::new(),
                    bytes: vec![0; big],
                    text_board: String::new(),
                })
            });
        }
        assert!(cache.replays.weight() <= REPLAY_BYTES);
        assert!(cache.replays.len() <= 9, "{} kept", cache.replays.len());
    }
}
