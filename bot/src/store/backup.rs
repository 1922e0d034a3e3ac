//! The whole store as portable text (`palace backup`, `palace restore`): JSON lines, a
//! header with the last game and challenge numbers and how many records follow, then one record per line with
//! its document exactly as stored. The same text comes out of sled and PostgreSQL, so a
//! backup moves a store from one to the other and back without losing a byte.
//!
//! ```text
//! {"palace_backup":2,"last_game_id":12,"last_challenge_id":9,"games":3,"challenges":1,"players":4,"servers":1}
//! {"kind":"game","key":"1","version":7,"doc":{"id":1,"variant":"minixiangqi",…}}
//! {"kind":"player","key":"alice","version":2,"doc":{…}}
//! {"kind":"server","key":"81234","version":1,"doc":{"id":"81234","language":"zh-CN"}}
//! ```
//!
//! A document that is not one line of valid JSON (a damaged record) is kept as a string
//! under `"raw"` instead of `"doc"`.

use std::io::{BufRead, Write};

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use super::{Dump, Kind, Record};

/// The format's version, in the header. Format 1 had one counter, `next_id`, for games
/// and challenges together; it is read still, each kind going on from it.
const FORMAT: u32 = 2;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Header {
    palace_backup: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    next_id: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    last_game_id: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    last_challenge_id: Option<u64>,
    games: usize,
    challenges: usize,
    players: usize,
    /// Servers' settings (left out when none: a backup without them reads in a palace
    /// from before they were kept).
    #[serde(default, skip_serializing_if = "is_zero")]
    servers: usize,
    /// Tournaments, and the last tournament number given (left out when none: a backup
    /// without them reads in a palace from before tournaments).
    #[serde(default, skip_serializing_if = "is_zero")]
    tournaments: usize,
    #[serde(default, skip_serializing_if = "is_zero_id")]
    last_tournament_id: u64,
}

fn is_zero_id(n: &u64) -> bool {
    *n == 0
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Line<'a> {
    kind: String,
    key: String,
    version: u64,
    #[serde(borrow, default, skip_serializing_if = "Option::is_none")]
    doc: Option<&'a RawValue>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    raw: Option<String>,
}

/// Writes `dump` as backup text.
pub fn write(dump: &Dump, out: &mut impl Write) -> std::io::Result<()> {
    let header = Header {
        palace_backup: FORMAT,
        next_id: None,
        last_game_id: Some(dump.last_game_id),
        last_challenge_id: Some(dump.last_challenge_id),
        games: dump.count(Kind::Game),
        challenges: dump.count(Kind::Challenge),
        players: dump.count(Kind::Player),
        servers: dump.count(Kind::Server),
        tournaments: dump.count(Kind::Tournament),
        last_tournament_id: dump.last_tournament_id,
    };
    serde_json::to_writer(&mut *out, &header)?;
    out.write_all(b"\n")?;
    for r in &dump.records {
        let doc = if r.doc.contains('\n') {
            None
        } else {
            serde_json::from_str::<&RawValue>(&r.doc).ok()
        };
        let line = Line {
            kind: r.kind.name().to_owned(),
            key: r.key.clone(),
            version: r.version,
            raw: doc.is_none().then(|| r.doc.clone()),
            doc,
        };
        serde_json::to_writer(&mut *out, &line)?;
        out.write_all(b"\n")?;
    }
    out.flush()
}

/// Reads backup text; any damage (a wrong header, a bad line, fewer or more records than
/// the header says, a record twice) is refused with the line it is on.
pub fn read(input: impl BufRead) -> Result<Dump, String> {
    let mut lines = input.lines().enumerate();
    let Some((_, first)) = lines.next() else {
        return Err("the file is empty: it is not a Palace backup".to_owned());
    };
    let first = first.map_err(|e| format!("line 1: {e}"))?;
    let header: Header = serde_json::from_str(&first)
        .map_err(|e| format!("line 1 is not a Palace backup header ({e})"))?;
    let (last_game_id, last_challenge_id) = match header {
        Header {
            palace_backup: 1,
            next_id: Some(n),
            last_game_id: None,
            last_challenge_id: None,
            ..
        } => (n, n),
        Header {
            palace_backup: FORMAT,
            next_id: None,
            last_game_id: Some(g),
            last_challenge_id: Some(c),
            ..
        } => (g, c),
        Header {
            palace_backup: 1 | FORMAT,
            ..
        } => {
            return Err(format!(
                "line 1: the header's counters do not match its format {}",
                header.palace_backup
            ));
        }
        _ => {
            return Err(format!(
                "the backup is in format {}; this palace reads formats 1 and {FORMAT}",
                header.palace_backup
            ));
        }
    };
    let mut dump = Dump {
        last_game_id,
        last_challenge_id,
        last_tournament_id: header.last_tournament_id,
        records: Vec::new(),
    };
    let mut seen = std::collections::HashSet::new();
    for (i, line) in lines {
        let n = i + 1;
        let line = line.map_err(|e| format!("line {n}: {e}"))?;
        if line.is_empty() {
            continue;
        }
        let l: Line<'_> =
            serde_json::from_str(&line).map_err(|e| format!("line {n} is not a record: {e}"))?;
        let kind = match l.kind.as_str() {
            "game" => Kind::Game,
            "challenge" => Kind::Challenge,
            "player" => Kind::Player,
            "server" => Kind::Server,
            "tournament" => Kind::Tournament,
            other => return Err(format!("line {n}: unknown kind '{other}'")),
        };
        if matches!(kind, Kind::Game | Kind::Challenge | Kind::Tournament)
            && l.key.parse::<u64>().is_err()
        {
            return Err(format!(
                "line {n}: {} key '{}' is not a number",
                l.kind, l.key
            ));
        }
        let doc = match (l.doc, l.raw) {
            (Some(d), None) => d.get().to_owned(),
            (None, Some(r)) => r,
            _ => {
                return Err(format!(
                    "line {n}: a record needs exactly one of doc and raw"
                ));
            }
        };
        if !seen.insert((kind, l.key.clone())) {
            return Err(format!("line {n}: {} {} appears twice", l.kind, l.key));
        }
        dump.records.push(Record {
            kind,
            key: l.key,
            version: l.version,
            doc,
        });
    }
    for (kind, expected) in [
        (Kind::Game, header.games),
        (Kind::Challenge, header.challenges),
        (Kind::Player, header.players),
        (Kind::Server, header.servers),
        (Kind::Tournament, header.tournaments),
    ] {
        let got = dump.count(kind);
        if got != expected {
            return Err(format!(
                "the header says {expected} {}s but the file holds {got}: it is incomplete or \
                 was edited",
                kind.name()
            ));
        }
    }
    Ok(dump)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Dump {
        Dump {
            last_game_id: 9,
            last_challenge_id: 5,
            last_tournament_id: 0,
            records: vec![
                Record {
                    kind: Kind::Game,
                    key: "3".into(),
                    version: 4,
                    doc: r#"{"id":3,"moves":["b1b5"],"x":"é \"q\""}"#.into(),
                },
                Record {
                    kind: Kind::Challenge,
                    key: "5".into(),
                    version: 0,
                    doc: "{not json".into(),
                },
                Record {
                    kind: Kind::Player,
                    key: "alice".into(),
                    version: 1,
                    doc: "{\n}".into(),
                },
                Record {
                    kind: Kind::Server,
                    key: "guild-7".into(),
                    version: 2,
                    doc: r#"{"id":"guild-7","language":"zh-CN"}"#.into(),
                },
            ],
        }
    }

    #[test]
    fn a_dump_comes_back_exactly() {
        let mut text = Vec::new();
        write(&sample(), &mut text).unwrap();
        let text = String::from_utf8(text).unwrap();
        assert_eq!(text.lines().count(), 5, "{text}");
        assert!(text.starts_with(r#"{"palace_backup":2,"#) && text.contains(r#""servers":1}"#));
        assert!(
            text.contains(r#""doc":{"id":3,"moves":["b1b5"],"x":"é \"q\""}"#),
            "{text}"
        );
        assert!(text.contains(r#""raw":"{not json""#), "{text}");
        assert_eq!(read(text.as_bytes()).unwrap(), sample());
    }

    /// Tournaments and their counter ride in the header when there are any; a backup
    /// from before them reads with none.
    #[test]
    fn tournaments_come_back_and_older_backups_have_none() {
        let mut dump = sample();
        dump.last_tournament_id = 3;
        dump.records.push(Record {
            kind: Kind::Tournament,
            key: "3".into(),
            version: 7,
            doc: r#"{"id":3}"#.into(),
        });
        let mut text = Vec::new();
        write(&dump, &mut text).unwrap();
        let text = String::from_utf8(text).unwrap();
        assert!(
            text.contains(r#""tournaments":1,"last_tournament_id":3}"#),
            "{text}"
        );
        assert_eq!(read(text.as_bytes()).unwrap(), dump);
        let old = r#"{"palace_backup":2,"last_game_id":1,"last_challenge_id":1,"games":0,"challenges":0,"players":0}"#;
        let read_back = read(old.as_bytes()).unwrap();
        assert_eq!(read_back.last_tournament_id, 0);
        assert_eq!(read_back.count(Kind::Tournament), 0);
        let missing = text.lines().take(5).collect::<Vec<_>>().join("\n");
        let e = read(missing.as_bytes()).unwrap_err();
        assert!(e.contains("says 1 tournaments but the file holds 0"), "{e}");
    }

    #[test]
    fn damage_is_refused_with_its_line() {
        let mut text = Vec::new();
        write(&sample(), &mut text).unwrap();
        let text = String::from_utf8(text).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let truncated = lines[..3].join("\n");
        let e = read(truncated.as_bytes()).unwrap_err();
        assert!(e.contains("says 1 players but the file holds 0"), "{e}");
        let truncated = lines[..4].join("\n");
        let e = read(truncated.as_bytes()).unwrap_err();
        assert!(e.contains("says 1 servers but the file holds 0"), "{e}");
        let garbled = [lines[0], lines[1], "{\"kind\":\"game\"", lines[3]].join("\n");
        let e = read(garbled.as_bytes()).unwrap_err();
        assert!(e.starts_with("line 3 is not a record"), "{e}");
        let twice = [lines[0], lines[1], lines[1], lines[3]].join("\n");
        let e = read(twice.as_bytes()).unwrap_err();
        assert!(e.contains("line 3: game 3 appears twice"), "{e}");
        let e = read("hello".as_bytes()).unwrap_err();
        assert!(e.contains("not a Palace backup header"), "{e}");
        assert!(read("".as_bytes()).unwrap_err().contains("empty"));
        let future = r#"{"palace_backup":3,"games":0,"challenges":0,"players":0}"#;
        let e = read(future.as_bytes()).unwrap_err();
        assert!(
            e.contains("format 3; this palace reads formats 1 and 2"),
            "{e}"
        );
        let mixed = r#"{"palace_backup":2,"next_id":4,"games":0,"challenges":0,"players":0}"#;
        let e = read(mixed.as_bytes()).unwrap_err();
        assert!(e.contains("counters do not match its format 2"), "{e}");
    }

    #[test]
    fn a_backup_of_format_1_numbers_both_kinds_on_from_its_one_counter() {
        let old = r#"{"palace_backup":1,"next_id":12,"games":0,"challenges":0,"players":0}"#;
        let dump = read(old.as_bytes()).unwrap();
        assert_eq!((dump.last_game_id, dump.last_challenge_id), (12, 12));
        let mut text = Vec::new();
        write(&dump, &mut text).unwrap();
        assert!(
            String::from_utf8(text)
                .unwrap()
                .starts_with(r#"{"palace_backup":2,"last_game_id":12,"last_challenge_id":12,"#)
        );
    }
}
