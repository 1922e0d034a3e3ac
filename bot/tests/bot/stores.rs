//! The storage trait's promises, checked on both backends with the same tests: versions
//! guard every write, indexes follow the documents, due items and finished games come in
//! order, a damaged record is named and does not hide the others, and a dump restores
//! exactly (into an empty store only).

use crate::common;
use crate::on_both_stores;

use common::stores::{Backend, Fresh, fresh};
use palace::model::{
    ChallengeDoc, ColorChoice, Entrant, EventFormat, EventStage, GameDoc, HOUR, Place, PlayerDoc,
    Scope, Server, TournamentDoc, UserId,
};
use palace::store::{Batch, Counter, Due, Dump, Kind, Put, Record, Store, StoreError};

fn game(id: u64, red: &str, black: &str, place: &str, deadline: i64) -> GameDoc {
    let v = rules::Variant::MiniXiangqi;
    let players = [UserId(red.into()), UserId(black.into())];
    GameDoc {
        rated: true,
        deadline: Some(deadline),
        // Both reminders sent: due at the deadline.
        reminded: vec![24 * HOUR, HOUR],
        ..GameDoc::new(
            id,
            v,
            v.start_fen().into(),
            players,
            Place(place.into()),
            3,
            0,
        )
    }
}

fn challenge(id: u64, place: &str, expires: i64) -> ChallengeDoc {
    ChallengeDoc {
        id,
        challenger: UserId("carol".into()),
        opponent: None,
        place: Place(place.into()),
        variant: "xiangqi".into(),
        color: ColorChoice::Random,
        days: 3,
        rated: false,
        fen: None,
        created: 0,
        expires,
        post: None,
        server: None,
        answers_only: false,
    }
}

fn new_game(g: &GameDoc) -> Batch {
    Batch {
        games: vec![Put {
            expected: None,
            doc: g.clone(),
        }],
        ..Batch::default()
    }
}

fn versions_guard_every_write_and_indexes_follow(backend: Backend) {
    let f = fresh(backend);
    let s = &f.store;
    assert_eq!(
        (
            s.next_id(Counter::Game).unwrap(),
            s.next_id(Counter::Game).unwrap()
        ),
        (1, 2)
    );
    assert_eq!(s.next_id(Counter::Challenge).unwrap(), 1, "numbered apart");
    let g = game(3, "a", "b", "#x", 1000);
    s.commit(new_game(&g)).unwrap();
    assert_eq!(s.commit(new_game(&g)), Err(StoreError::Conflict));
    let mut moved = g.clone();
    moved.moves.push("b1b5".into());
    let at = |expected, doc: &GameDoc| Batch {
        games: vec![Put {
            expected,
            doc: doc.clone(),
        }],
        ..Batch::default()
    };
    s.commit(at(Some(1), &moved)).unwrap();
    assert_eq!(s.commit(at(Some(1), &moved)), Err(StoreError::Conflict));
    // A batch is all or nothing: a stale game stops a new player with it.
    let p = PlayerDoc::new(&UserId("z".into()), "Zed");
    let mixed = Batch {
        players: vec![Put {
            expected: None,
            doc: p.clone(),
        }],
        ..at(Some(1), &moved)
    };
    assert_eq!(s.commit(mixed), Err(StoreError::Conflict));
    assert_eq!(s.player(&p.id).unwrap(), None);
    let stored = s.game(3).unwrap().unwrap();
    assert_eq!((stored.version, &stored.doc), (2, &moved));
    assert_eq!(s.running_games_of(&UserId("b".into())).unwrap(), [3]);
    assert_eq!(s.running_games_in(&Place("#x".into())).unwrap(), [3]);
    assert_eq!(s.running_games().unwrap(), [3]);
    let here = Scope::of_place(&Place("#x".into()));
    assert_eq!(s.running_games_within(&here).unwrap(), [3]);
    assert_eq!(
        s.running_games_within(&Scope::of_place(&Place("#y".into())))
            .unwrap(),
        [0u64; 0]
    );
    assert_eq!(s.due(999).unwrap(), []);
    assert_eq!(s.due(1000).unwrap(), [Due::Game { at: 1000, id: 3 }]);
    let mut over = moved.clone();
    over.finished = Some(100);
    over.deadline = None;
    s.commit(at(Some(2), &over)).unwrap();
    assert_eq!(s.running_games_of(&UserId("b".into())).unwrap(), [0u64; 0]);
    assert_eq!(s.running_games().unwrap(), [0u64; 0]);
    assert_eq!(s.running_games_within(&here).unwrap(), [0u64; 0]);
    assert!(s.due(i64::MAX - 1).unwrap().is_empty());
    assert_eq!(s.finished(10).unwrap(), [3]);
    assert_eq!(s.finished_within(&here, 10).unwrap(), [3]);
    // Games read together come in the order asked.
    s.commit(new_game(&game(4, "a", "c", "#x", 1000))).unwrap();
    let both = s.games(&[4, 3]).unwrap();
    assert_eq!(both.iter().map(|g| g.doc.id).collect::<Vec<_>>(), [4, 3]);
    assert_eq!((both[0].version, both[1].version), (1, 3));
}

fn due_items_and_finished_games_come_in_order(backend: Backend) {
    let f = fresh(backend);
    let s = &f.store;
    for (id, deadline) in [(5, 300), (6, 100), (7, 300)] {
        s.commit(new_game(&game(id, "a", "b", "#x", deadline)))
            .unwrap();
    }
    s.commit(Batch {
        challenges: vec![
            Put {
                expected: None,
                doc: challenge(8, "#x", 300),
            },
            Put {
                expected: None,
                doc: challenge(9, "#y", 50),
            },
        ],
        ..Batch::default()
    })
    .unwrap();
    let order = [
        Due::Challenge { at: 50, id: 9 },
        Due::Game { at: 100, id: 6 },
        Due::Challenge { at: 300, id: 8 },
        Due::Game { at: 300, id: 5 },
        Due::Game { at: 300, id: 7 },
    ];
    assert_eq!(s.due(300).unwrap(), order);
    assert_eq!(s.challenges_in(&Place("#x".into())).unwrap(), [8]);
    // A claim hands each due item to one process until its lease ends or it is written.
    assert_eq!(s.claim_due(300, 420).unwrap(), order);
    if backend == Backend::Postgres {
        assert!(s.claim_due(300, 420).unwrap().is_empty());
        assert_eq!(s.claim_due(420, 540).unwrap(), order);
    }
    s.commit(Batch {
        removed_challenges: vec![(9, 1)],
        ..Batch::default()
    })
    .unwrap();
    assert_eq!(
        s.commit(Batch {
            removed_challenges: vec![(9, 1)],
            ..Batch::default()
        }),
        Err(StoreError::Conflict)
    );
    for (id, finished) in [(5, 20), (6, 10), (7, 20)] {
        let mut g = s.game(id).unwrap().unwrap();
        g.doc.finished = Some(finished);
        s.commit(Batch {
            games: vec![Put {
                expected: Some(g.version),
                doc: g.doc,
            }],
            ..Batch::default()
        })
        .unwrap();
    }
    assert_eq!(s.finished(10).unwrap(), [7, 5, 6]);
    assert_eq!(s.finished(2).unwrap(), [7, 5]);
    let here = Scope::of_place(&Place("#x".into()));
    assert_eq!(s.finished_within(&here, 10).unwrap(), [7, 5, 6]);
    assert_eq!(s.finished_within(&here, 2).unwrap(), [7, 5]);
    let elsewhere = Scope::of_place(&Place("#y".into()));
    assert_eq!(s.finished_within(&elsewhere, 10).unwrap(), [0u64; 0]);
}

/// A dump with one record of each kind, one of them damaged.
fn sample_dump() -> Dump {
    Dump {
        last_game_id: 41,
        last_challenge_id: 40,
        last_tournament_id: 0,
        records: vec![
            Record {
                kind: Kind::Game,
                key: "12".into(),
                version: 7,
                doc: doc(&game(12, "a", "b", "#x", 5000)),
            },
            Record {
                kind: Kind::Game,
                key: "13".into(),
                version: 0,
                doc: "{not json".into(),
            },
            Record {
                kind: Kind::Challenge,
                key: "40".into(),
                version: 1,
                doc: doc(&challenge(40, "#y", 9000)),
            },
            Record {
                kind: Kind::Player,
                key: "a".into(),
                version: 3,
                doc: doc(&player("a", "Ann", &["s1"])),
            },
            Record {
                kind: Kind::Player,
                key: "b".into(),
                version: 2,
                doc: doc(&player("b", "Bo", &["s1", "s2"])),
            },
        ],
    }
}

/// A player who has finished games in `servers`.
fn player(id: &str, name: &str, servers: &[&str]) -> PlayerDoc {
    PlayerDoc {
        servers: servers.iter().map(|s| Server((*s).into())).collect(),
        ..PlayerDoc::new(&UserId(id.into()), name)
    }
}

/// The ids of a server's players.
fn ids_on(s: &dyn Store, server: &str) -> Vec<String> {
    s.players_on(&Server(server.into()))
        .unwrap()
        .into_iter()
        .map(|p| p.id.0)
        .collect()
}

/// A document as its JSON text.
fn doc(v: &impl serde::Serialize) -> String {
    serde_json::to_string(v).unwrap()
}

fn a_dump_restores_exactly_and_only_into_an_empty_store(backend: Backend) {
    let f = fresh(backend);
    let s = &f.store;
    let dump = sample_dump();
    s.restore(&dump).unwrap();
    assert_eq!(s.dump().unwrap(), dump);
    // Indexes are rebuilt from the documents; the damaged one is named, others readable.
    assert_eq!(s.running_games_of(&UserId("b".into())).unwrap(), [12]);
    assert_eq!(s.challenges_in(&Place("#y".into())).unwrap(), [40]);
    assert_eq!(s.due(9000).unwrap().len(), 2);
    assert!(matches!(s.game(13), Err(StoreError::Corrupt { .. })));
    assert_eq!(s.game(12).unwrap().unwrap().version, 7);
    assert_eq!(ids_on(s.as_ref(), "s1"), ["a", "b"]);
    assert_eq!(ids_on(s.as_ref(), "s2"), ["b"]);
    assert_eq!(
        s.running_games_within(&Scope::of_place(&Place("#x".into())))
            .unwrap(),
        [12]
    );
    // The id counters go on after the restored ones.
    assert_eq!(s.next_id(Counter::Game).unwrap(), 42);
    assert_eq!(s.next_id(Counter::Challenge).unwrap(), 41);
    let e = s.restore(&dump).unwrap_err();
    assert!(matches!(e, StoreError::NotEmpty(_)), "{e}");
    assert!(e.to_string().contains("restore only into an empty"), "{e}");
    let mut after = dump.clone();
    (after.last_game_id, after.last_challenge_id) = (42, 41);
    assert_eq!(
        s.dump().unwrap(),
        after,
        "a refused restore changes nothing"
    );
}

fn a_damaged_game_is_named_and_hides_no_other(backend: Backend) {
    let f = fresh(backend);
    let s = &f.store;
    let mut dump = sample_dump();
    dump.records.retain(|r| r.kind != Kind::Player);
    dump.records.push(Record {
        kind: Kind::Player,
        key: "c".into(),
        version: 1,
        doc: "[]".into(),
    });
    dump.records.push(Record {
        kind: Kind::Player,
        key: "d".into(),
        version: 1,
        doc: doc(&player("d", "Di", &["s1"])),
    });
    s.restore(&dump).unwrap();
    let e = s.game(13).unwrap_err();
    assert_eq!(
        e.to_string().split(':').next(),
        Some("the stored record of game 13 cannot be read")
    );
    assert!(matches!(
        s.player(&UserId("c".into())),
        Err(StoreError::Corrupt { .. })
    ));
    assert_eq!(
        ids_on(s.as_ref(), "s1"),
        ["d"],
        "an unreadable player is left out"
    );
    // Read together, the readable ones come in the order asked, the others left out.
    let games = s.games(&[13, 99, 12]).unwrap();
    assert_eq!(games.iter().map(|g| g.doc.id).collect::<Vec<_>>(), [12]);
    let ids = ["c", "zz", "d"].map(|id| UserId(id.into()));
    let players = s.players(&ids).unwrap();
    assert_eq!(
        players
            .iter()
            .map(|p| p.doc.id.0.as_str())
            .collect::<Vec<_>>(),
        ["d"]
    );
    assert_eq!(s.game(12).unwrap().unwrap().doc.id, 12);
}

/// A game of server `server` that ended after two moves with Red's resignation, or still
/// running (`finished` none).
fn game_of_server(id: u64, red: &str, black: &str, server: &str, finished: Option<i64>) -> GameDoc {
    let mut doc = GameDoc {
        server: Some(Server(server.into())),
        ..game(id, red, black, &format!("#{server}"), 5000)
    };
    let mut g = doc.rebuild().unwrap();
    for _ in 0..2 {
        let m = g.moves_for(g.turn())[0].coordinate.clone();
        g.play_as(g.turn(), &m).unwrap();
    }
    if finished.is_some() {
        g.end(rules::Outcome::win(
            rules::Color::Black,
            rules::EndReason::Resignation,
        ))
        .unwrap();
        doc.finished = finished;
        doc.deadline = None;
    }
    doc.set_record(&g);
    doc
}

/// Opens the store of `f` again (its handle dropped first).
fn reopen(f: Fresh) -> Fresh {
    let Fresh { store, _dir, url } = f;
    drop(store);
    open_at(_dir, url)
}

/// Opens the store in `_dir` (sled) or at `url` (PostgreSQL).
fn open_at(_dir: Option<tempfile::TempDir>, url: Option<String>) -> Fresh {
    let store: Box<dyn Store> = match (&_dir, &url) {
        (Some(dir), _) => Box::new(palace::store::SledStore::open(dir.path()).unwrap()),
        (None, Some(url)) => Box::new(palace::store::PgStore::open(url).unwrap()),
        (None, None) => unreachable!("a fresh store has a directory or a URL"),
    };
    Fresh { store, _dir, url }
}

/// Makes the store of `f` look as one written before games were indexed by scope and
/// players by server (schema version 2 on PostgreSQL, no upgrade applied on sled), and
/// opens it again.
fn as_before_server_listings(f: Fresh) -> Fresh {
    let Fresh { store, _dir, url } = f;
    drop(store);
    if let Some(dir) = &_dir {
        let db = ::sled::open(dir.path()).unwrap();
        for prefix in [&b"sg/"[..], b"sf/", b"sp/"] {
            for k in db.scan_prefix(prefix).keys() {
                db.remove(k.unwrap()).unwrap();
            }
        }
        db.remove(b"meta/upgrades").unwrap();
        db.flush().unwrap();
    }
    if let Some(url) = &url {
        test_postgres::TestPostgres::shared().psql(
            url,
            "ALTER TABLE games DROP COLUMN scope; ALTER TABLE players DROP COLUMN servers; \
             DROP TABLE servers; DROP TABLE tournaments; DROP SEQUENCE palace_tournament_ids; \
             ALTER TABLE games DROP COLUMN slug; UPDATE palace_schema SET version = 2",
        );
    }
    open_at(_dir, url)
}

fn a_store_from_before_server_listings_is_indexed_and_counted(backend: Backend) {
    let f = fresh(backend);
    let games = [
        game_of_server(1, "a", "b", "s1", Some(100)),
        game_of_server(2, "b", "a", "s1", Some(300)),
        game_of_server(3, "a", "c", "s2", Some(200)),
        game_of_server(4, "a", "b", "s1", None),
    ];
    let players = [
        player("a", "Ann", &["s1", "s2"]),
        player("b", "Bo", &["s1"]),
        player("c", "Cy", &["s2"]),
    ];
    f.store
        .commit(Batch {
            games: games
                .iter()
                .map(|g| Put {
                    expected: None,
                    doc: g.clone(),
                })
                .collect(),
            players: players
                .iter()
                .map(|p| Put {
                    expected: None,
                    doc: p.clone(),
                })
                .collect(),
            ..Batch::default()
        })
        .unwrap();
    let f = as_before_server_listings(f);
    let s = &f.store;
    let (s1, s2) = (Server("s1".into()), Server("s2".into()));
    let in_s1 = Scope::of_server(&s1);
    assert_eq!(s.running_games_within(&in_s1).unwrap(), [4]);
    assert_eq!(s.finished_within(&in_s1, 10).unwrap(), [2, 1]);
    assert_eq!(s.finished_within(&Scope::of_server(&s2), 10).unwrap(), [3]);
    assert_eq!(ids_on(s.as_ref(), "s1"), ["a", "b"]);
    assert_eq!(ids_on(s.as_ref(), "s2"), ["a", "c"]);
    // Each player's results per server, counted once from the finished games: Black won
    // each by resignation.
    let a = s.player(&UserId("a".into())).unwrap().unwrap();
    assert_eq!(a.version, 2, "a counted document is a new version");
    let book = |p: &PlayerDoc, server: &Server| p.results_on(server)["minixiangqi"];
    assert_eq!((book(&a.doc, &s1).wins, book(&a.doc, &s1).losses), (1, 1));
    assert_eq!((book(&a.doc, &s2).wins, book(&a.doc, &s2).losses), (0, 1));
    let c = s.player(&UserId("c".into())).unwrap().unwrap().doc;
    assert_eq!(book(&c, &s2).wins, 1);
    assert!(!c.results_in.contains_key(&s1));
    // Opening it again changes nothing.
    let dump = s.dump().unwrap();
    let f = reopen(f);
    assert_eq!(f.store.dump().unwrap(), dump);
}

/// A tournament of `server`, signing up.
fn tournament(id: u64, server: &str) -> TournamentDoc {
    TournamentDoc {
        id,
        server: Server(server.into()),
        place: Place("#events".into()),
        organiser: UserId("a".into()),
        format: EventFormat::Swiss { rounds: 4 },
        variant: "minixiangqi".into(),
        days: 3,
        rated: true,
        deadline: None,
        limit: 64,
        entrants: vec![Entrant {
            user: UserId("a".into()),
            rating: 1500,
            withdrawn: false,
        }],
        stage: EventStage::SignUp,
        rounds: Vec::new(),
    }
}

/// Tournaments are numbered apart from 1, written under their version, listed by their
/// server alone, and kept whole by a dump and its restore.
fn tournaments_are_versioned_listed_by_server_and_restored(backend: Backend) {
    let f = fresh(backend);
    let s = &f.store;
    s.next_id(Counter::Game).unwrap();
    assert_eq!(s.next_id(Counter::Tournament).unwrap(), 1);
    assert_eq!(s.next_id(Counter::Tournament).unwrap(), 2);
    let put = |doc: TournamentDoc, expected| Batch {
        tournaments: vec![Put { expected, doc }],
        ..Batch::default()
    };
    s.commit(put(tournament(1, "s1"), None)).unwrap();
    s.commit(put(tournament(2, "s2"), None)).unwrap();
    let read = s.tournament(1).unwrap().unwrap();
    assert_eq!((read.version, &read.doc), (1, &tournament(1, "s1")));
    assert_eq!(s.tournament(3).unwrap(), None);
    assert_eq!(s.tournaments_of(&Server("s1".into())).unwrap(), [1]);
    assert_eq!(s.tournaments_of(&Server("s2".into())).unwrap(), [2]);
    // A new document over an old one, or a stale version, writes nothing.
    let e = s.commit(put(tournament(1, "s1"), None)).unwrap_err();
    assert_eq!(e, StoreError::Conflict);
    let mut started = tournament(1, "s1");
    started.stage = EventStage::Running;
    s.commit(put(started.clone(), Some(1))).unwrap();
    assert_eq!(
        s.commit(put(started.clone(), Some(1))).unwrap_err(),
        StoreError::Conflict
    );
    assert_eq!(s.tournament(1).unwrap().unwrap().version, 2);
    let dump = s.dump().unwrap();
    assert_eq!(dump.count(Kind::Tournament), 2);
    assert_eq!(dump.last_tournament_id, 2);
    let g = fresh(backend);
    g.store.restore(&dump).unwrap();
    assert_eq!(g.store.dump().unwrap(), dump);
    assert_eq!(g.store.tournaments_of(&Server("s1".into())).unwrap(), [1]);
    assert_eq!(g.store.tournament(1).unwrap().unwrap().doc, started);
    assert_eq!(g.store.next_id(Counter::Tournament).unwrap(), 3);
}

/// Makes the store of `f` look as one written before games had pages (their documents
/// without a slug, no slug index: schema 6 on PostgreSQL, upgrade 1 only on sled), and
/// opens it again.
fn as_before_pages(f: Fresh) -> Fresh {
    let Fresh { store, _dir, url } = f;
    drop(store);
    if let Some(dir) = &_dir {
        let db = ::sled::open(dir.path()).unwrap();
        for k in db.scan_prefix(b"gs/").keys() {
            db.remove(k.unwrap()).unwrap();
        }
        for item in db.scan_prefix(b"g/") {
            let (k, v) = item.unwrap();
            let mut stored: serde_json::Value = serde_json::from_slice(&v).unwrap();
            stored["doc"].as_object_mut().unwrap().remove("slug");
            db.insert(k, serde_json::to_vec(&stored).unwrap()).unwrap();
        }
        db.insert(b"meta/upgrades", &1u64.to_be_bytes()[..])
            .unwrap();
        db.flush().unwrap();
    }
    if let Some(url) = &url {
        test_postgres::TestPostgres::shared().psql(
            url,
            "ALTER TABLE games DROP COLUMN slug; \
             UPDATE games SET doc = (doc::jsonb - 'slug')::text; \
             UPDATE palace_schema SET version = 6",
        );
    }
    open_at(_dir, url)
}

fn a_store_from_before_pages_gives_every_game_a_page(backend: Backend) {
    let f = fresh(backend);
    let games: Vec<GameDoc> = (1..=5)
        .map(|id| game_of_server(id, "a", "b", "s1", (id % 2 == 0).then_some(100 + id as i64)))
        .collect();
    f.store
        .commit(Batch {
            games: games
                .iter()
                .map(|g| Put {
                    expected: None,
                    doc: g.clone(),
                })
                .collect(),
            ..Batch::default()
        })
        .unwrap();
    // New games come with their page, found by it.
    for g in &games {
        let slug = g.slug.clone().expect("a new game has a page");
        assert_eq!(f.store.game_by_slug(&slug).unwrap(), Some(g.id));
    }
    let f = as_before_pages(f);
    let s = &f.store;
    let mut slugs = std::collections::BTreeSet::new();
    for g in &games {
        let stored = s.game(g.id).unwrap().unwrap();
        assert_eq!(stored.version, 2, "a game given its page is a new version");
        let slug = stored.doc.slug.clone().expect("every game is given a page");
        assert!(
            palace::model::Slug::parse(slug.as_str()).is_some(),
            "{slug}"
        );
        assert_ne!(
            Some(&slug),
            g.slug.as_ref(),
            "a new slug, not the stripped one"
        );
        assert_eq!(s.game_by_slug(&slug).unwrap(), Some(g.id));
        assert_eq!(
            stored.doc,
            GameDoc {
                slug: Some(slug.clone()),
                ..g.clone()
            }
        );
        slugs.insert(slug);
    }
    assert_eq!(slugs.len(), games.len());
    let gone = games[0].slug.clone().unwrap();
    assert_eq!(s.game_by_slug(&gone).unwrap(), None);
    // Opening it again changes nothing.
    let dump = s.dump().unwrap();
    let f = reopen(f);
    assert_eq!(f.store.dump().unwrap(), dump);
}

on_both_stores!(
    tournaments_are_versioned_listed_by_server_and_restored,
    a_store_from_before_pages_gives_every_game_a_page,
    a_store_from_before_server_listings_is_indexed_and_counted,
    versions_guard_every_write_and_indexes_follow,
    due_items_and_finished_games_come_in_order,
    a_dump_restores_exactly_and_only_into_an_empty_store,
    a_damaged_game_is_named_and_hides_no_other,
);
