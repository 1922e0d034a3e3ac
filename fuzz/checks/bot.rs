//! What the bot-level fuzz targets assert, one function per target: no command line,
//! option, config file, stored document or backup makes the bot's readers panic, and what
//! they accept writes back and reads again to the same thing.
//!
//! Shared by the fuzz targets (`fuzz/fuzz_targets/`) and by the stable replay of the
//! corpus (`bot/tests/bot/fuzz_corpus.rs`), so that both check exactly the same.

use palace::config::ServeConfig;
use palace::model::{ChallengeDoc, GameDoc, PlayerDoc, User};
use palace::play::line::{self, Line};
use palace::service::command::OptionValue;
use palace::service::commands::{self, COMMANDS};
use palace::service::spec::{CommandSpec, Options};
use palace::store::backup;

/// Checks `given` against `spec` and, if it passes, reads it into the command's request:
/// a refusal is a message in words, never a panic.
fn check_options(spec: &'static CommandSpec, given: &[(String, OptionValue)]) {
    let worded = |e: palace::service::said::OptionRefusal| palace::voice::refusal(&e.into());
    match Options::check(spec, given) {
        Ok(options) => {
            if let Err(e) = (spec.parse)(&options) {
                assert!(!worded(e).is_empty(), "/{}: an empty refusal", spec.name());
            }
        }
        Err(e) => assert!(!worded(e).is_empty(), "/{}: an empty refusal", spec.name()),
    }
}

/// Fuzz target `play_line`: a chat line of `palace play` (`NAME [#place]: /command
/// args...` or `NAME [#place]: @Palace TEXT`), read by `palace::play::line::parse` and,
/// when it is a command or a typed move, checked against its command's definition and read
/// into its request as the service does.
pub fn play_line(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let _ = line::author(&text);
    let _ = palace::model::parse_duration(&text);
    let _ = palace::model::parse_reminders(&text);
    match line::parse(&text) {
        Ok(Line::Command(command)) => {
            let _ = line::server_of(&command.place.0);
            if let Some(spec) = commands::command(&command.name) {
                check_options(spec, &command.options);
            }
        }
        Ok(Line::Typed { by, text }) => {
            let _ = line::server_of(&by.place.0);
            // What a typed message reads as: its move checked as `/move`'s options are.
            if let Some(typed) = palace::service::typed::read(&text) {
                let spec = commands::command("move").expect("/move");
                let mut given = vec![("text".to_owned(), OptionValue::Text(typed.text))];
                given.extend(
                    typed
                        .game
                        .map(|g| ("game".to_owned(), OptionValue::Text(g))),
                );
                check_options(spec, &given);
            }
        }
        Ok(Line::Wait { seconds, .. }) => assert!(seconds >= 0),
        Ok(Line::Nothing) => {}
        Err(e) => assert!(
            !palace::voice::words(&palace::service::said::FrontSaid::Line(e).into()).is_empty()
        ),
    }
}

/// Fuzz target `command_options`: options exactly as a front end hands them to the
/// service (as Discord would send them, bypassing `palace play`'s line reader).
///
/// Input: a byte choosing the command of `COMMANDS`, then lines `name=value`, a value
/// `@name` being a user. Checked by `Options::check`, then read by the command's `parse`.
pub fn command_options(data: &[u8]) {
    let Some((first, rest)) = data.split_first() else {
        return;
    };
    let spec = &COMMANDS[usize::from(*first) % COMMANDS.len()];
    let text = String::from_utf8_lossy(rest);
    let given: Vec<(String, OptionValue)> = text
        .split('\n')
        .filter(|l| !l.is_empty())
        .map(|l| {
            let (name, value) = l.split_once('=').unwrap_or((l, ""));
            let value = match value.strip_prefix('@') {
                Some(user) => OptionValue::User(User::named(user)),
                None => OptionValue::Text(value.to_owned()),
            };
            (name.to_owned(), value)
        })
        .collect();
    check_options(spec, &given);
}

/// Fuzz target `config`: the config file, by `ServeConfig::parse` (what `ServeConfig::load`
/// reads a file with).
pub fn config(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    match ServeConfig::parse(&text) {
        Ok(config) => {
            if let Some(shards) = config.shards {
                assert_eq!(shards.to_string().parse().ok(), Some(shards));
            }
            let _ = (config.store(), format!("{config:?}"));
        }
        Err(e) => assert!(!e.is_empty()),
    }
}

/// Fuzz target `store_docs`: what the stores read back (the JSON of a game, a challenge or
/// a player, as sled values and PostgreSQL rows hold them) and backup files.
///
/// Input: a byte choosing what the rest is (game, challenge, player, backup), then the
/// bytes. A document read writes back to JSON that reads to the same document; a game is
/// rebuilt by replaying its record (as every load does), and what it stores after that
/// rebuilds again. A backup read writes back to text that reads to the same dump.
pub fn store_docs(data: &[u8]) {
    let Some((first, rest)) = data.split_first() else {
        return;
    };
    match first % 4 {
        0 => game_doc(rest),
        1 => {
            if let Ok(doc) = serde_json::from_slice::<ChallengeDoc>(rest) {
                let json = serde_json::to_string(&doc).unwrap();
                let again: ChallengeDoc = serde_json::from_str(&json).unwrap();
                assert_eq!(again, doc);
            }
        }
        2 => {
            if let Ok(doc) = serde_json::from_slice::<PlayerDoc>(rest) {
                // Ratings are floats: written back, they read again (not always to the
                // last bit, which serde_json does not promise by default).
                let json = serde_json::to_string(&doc).unwrap();
                let again: PlayerDoc = serde_json::from_str(&json).unwrap();
                assert_eq!((&again.id, &again.name), (&doc.id, &doc.name));
            }
        }
        _ => {
            if let Ok(dump) = backup::read(rest) {
                let mut out = Vec::new();
                backup::write(&dump, &mut out).unwrap();
                let again = backup::read(out.as_slice())
                    .unwrap_or_else(|e| panic!("a backup written does not read back: {e}"));
                assert_eq!(again, dump);
                for record in &dump.records {
                    game_doc(record.doc.as_bytes());
                }
            }
        }
    }
}

fn game_doc(bytes: &[u8]) {
    let Ok(doc) = serde_json::from_slice::<GameDoc>(bytes) else {
        return;
    };
    let json = serde_json::to_string(&doc).unwrap();
    let again: GameDoc = serde_json::from_str(&json).unwrap();
    assert_eq!(again, doc);
    let _ = doc.variant();
    if let Ok(game) = doc.rebuild() {
        let mut stored = doc.clone();
        stored.set_record(&game);
        let rebuilt = stored
            .rebuild()
            .unwrap_or_else(|e| panic!("{stored:?} does not rebuild: {e}"));
        assert_eq!(rebuilt.record(), game.record());
    }
}

/// Fuzz target `stored_clock`: what the store and the clock compute from a stored
/// document as soon as it is read (every game's next due time is indexed on each write,
/// the ticker asks each due game what its clock calls for, lists add up results).
///
/// Input: a byte choosing a game or a player, then the document's JSON.
pub fn stored_clock(data: &[u8]) {
    let Some((first, rest)) = data.split_first() else {
        return;
    };
    if first % 2 == 0 {
        let Ok(doc) = serde_json::from_slice::<GameDoc>(rest) else {
            return;
        };
        let _ = doc.next_due();
        for color in [rules::Color::Red, rules::Color::Black] {
            for now in [doc.started, doc.deadline.unwrap_or(doc.started)] {
                let _ = doc.clock_call(color, now);
            }
        }
        // The clock restarts from the real time (2027 here), never from a stored one.
        let mut restarted = doc.clone();
        restarted.restart_clock(rules::Color::Red, 1_800_000_000, doc.remind.clone());
        let _ = restarted.next_due();
        restarted.change_reminders(doc.remind.clone(), 1_800_000_000 + 3600);
        let _ = restarted.clock_call(rules::Color::Black, 1_800_000_000 + 7200);
    } else if let Ok(doc) = serde_json::from_slice::<PlayerDoc>(rest) {
        for results in doc.results.values() {
            let _ = results.games();
        }
        for rating in doc.ratings.values() {
            let _ = rating.is_provisional();
        }
    }
}
