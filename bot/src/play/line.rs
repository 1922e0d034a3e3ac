//! Reading a chat line of `palace play`: `NAME [#place]: /command args...`.

use crate::model::{Server, User, parse_duration};
use crate::service::command::{Command, OptionValue};
use crate::service::commands;
use crate::service::said::LineError;
use crate::service::spec::{self, Kind};

/// What a line asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// Nothing (blank or a comment).
    Nothing,
    /// A command for the service.
    Command(Command),
    /// A chat message mentioning Palace (`alice #game: @Palace C2=5`), read as a move typed
    /// in chat ([`crate::service::typed`]).
    Typed {
        /// Its author, place and server (a `move` command without options).
        by: Command,
        /// What follows the mention.
        text: String,
    },
    /// Advance the clock by this many seconds.
    Wait {
        /// Who typed it.
        user: String,
        /// Seconds.
        seconds: i64,
    },
}

/// The place of a line that names none (in the server `local`).
pub const DEFAULT_PLACE: &str = "#lobby";

/// Splits on spaces, keeping `"quoted text"` (also after `name:`) together.
fn words(text: &str) -> Result<Vec<String>, LineError> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    let mut any = false;
    for c in text.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            c if c.is_whitespace() && !quoted => {
                if any {
                    out.push(std::mem::take(&mut current));
                    any = false;
                }
            }
            c => {
                current.push(c);
                any = true;
            }
        }
    }
    if quoted {
        return Err(LineError::UnclosedQuote);
    }
    if any {
        out.push(current);
    }
    Ok(out)
}

/// Who a line is from, if it names someone before its `:` (the one to answer when the
/// rest cannot be read).
pub fn author(text: &str) -> Option<&str> {
    let (who, _) = text.trim().split_once(':')?;
    let mut words = who.split_whitespace();
    let name = words.next()?;
    let plain = !name.starts_with(['/', '@', '#']) && !is_palace(name);
    let place_ok = words.next().is_none_or(|p| p.starts_with('#')) && words.next().is_none();
    (plain && place_ok).then_some(name)
}

/// Reads one line.
pub fn parse(text: &str) -> Result<Line, LineError> {
    let text = text.trim();
    if text.is_empty() || text.starts_with('#') {
        return Ok(Line::Nothing);
    }
    if text.starts_with('/') {
        return Err(LineError::NoAuthor(text.to_owned()));
    }
    let Some((who, rest)) = text.split_once(':') else {
        return Err(LineError::NoColon);
    };
    let mut who_words = who.split_whitespace();
    let name = who_words.next().ok_or(LineError::Nobody)?;
    let place = match who_words.next() {
        None => DEFAULT_PLACE.to_owned(),
        Some(p) if p.starts_with('#') && p.len() > 1 => p.to_owned(),
        Some(p) => {
            return Err(LineError::NotAPlace(p.to_owned()));
        }
    };
    if let Some(extra) = who_words.next() {
        return Err(LineError::Unexpected(extra.to_owned()));
    }
    if name.starts_with('@') || name.starts_with('#') {
        return Err(LineError::NotAName(name.to_owned()));
    }
    if is_palace(name) {
        return Err(LineError::PalaceName(name.to_owned()));
    }
    let rest = rest.trim();
    let by = |command: String, options| Command {
        user: User::named(name),
        server: Some(server_of(&place)),
        place: crate::model::Place(place.clone()),
        name: command,
        options,
        locale: None,
        // Whoever types in `palace play` runs it: they may manage its servers.
        server_locale: None,
        manages_server: true,
        roles: Vec::new(),
        place_answers_only: false,
    };
    if let Some(text) = after_mention(rest) {
        return Ok(Line::Typed {
            by: by(
                crate::service::request::Verb::Move.name().to_owned(),
                Vec::new(),
            ),
            text: text.to_owned(),
        });
    }
    let Some(body) = rest.strip_prefix('/') else {
        return Err(LineError::NoSlash(name.to_owned()));
    };
    let mut parts = words(body)?.into_iter();
    let command = parts.next().ok_or(LineError::NoCommand)?;
    let args: Vec<String> = parts.collect();
    if command == "wait" {
        let [d] = args.as_slice() else {
            return Err(LineError::WaitHow);
        };
        let seconds = parse_duration(d).ok_or_else(|| LineError::NotADuration(d.clone()))?;
        return Ok(Line::Wait {
            user: name.to_owned(),
            seconds,
        });
    }
    let mut options = options(&command, &args)?;
    if command == crate::service::request::Verb::Challenge.name() {
        commands::opponent_palace(&mut options, |u| is_palace(&u.name));
    }
    Ok(Line::Command(by(command, options)))
}

/// What follows a mention of Palace that begins `text` (`@Palace C2=5`, any case).
fn after_mention(text: &str) -> Option<&str> {
    let rest = text.strip_prefix('@')?;
    let name = rest.get(..6)?;
    let after = &rest[6..];
    (is_palace(name) && after.chars().next().is_none_or(char::is_whitespace)).then(|| after.trim())
}

/// The server a place is in: `#guild/channel` is in `guild`, a plain `#channel` in the
/// one server `palace play` has unless told otherwise, `local`.
pub fn server_of(place: &str) -> Server {
    let name = place.trim_start_matches('#');
    Server(match name.split_once('/') {
        Some((guild, _)) => guild.to_owned(),
        None => "local".to_owned(),
    })
}

/// Whether a name is Palace's own (any case), which no player may take.
fn is_palace(name: &str) -> bool {
    name.eq_ignore_ascii_case("palace")
}

fn value(word: &str) -> OptionValue {
    match word.strip_prefix('@') {
        Some(name) if !name.is_empty() => OptionValue::User(User::named(name)),
        _ => OptionValue::Text(word.to_owned()),
    }
}

/// Named (`name:value`) and positional words, positional ones filling the command's
/// options in order: a `@mention` the next user option, the name of a yes/no option that
/// option (as `true`), a yes or no the next yes/no option, other text the next other one
/// — or, after a free-text option, that text, unless the next option is a number and the
/// word one; after the start of a choice of several words, the rest of it (`/challenge @bob
/// dark mini xiangqi`).
fn options(command: &str, args: &[String]) -> Result<Vec<(String, OptionValue)>, LineError> {
    let spec = commands::command(command);
    let mut named = Vec::new();
    let mut positional = Vec::new();
    // Whether the last word was a `name:value` (so that a choice of several words
    // written after it goes on: `variant:dark mini xiangqi`).
    let mut after_named = false;
    for a in args {
        match a.split_once(':') {
            // `name:value`; no notation of any game uses a colon after letters.
            Some((n, v)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_lowercase()) => {
                named.push((n.to_owned(), value(v)));
                after_named = true;
            }
            _ if after_named && continues_choice(spec, &mut named, a) => {}
            _ => {
                positional.push(value(a));
                after_named = false;
            }
        }
    }
    let Some(spec) = spec else {
        // The service names the unknown command.
        return Ok(named);
    };
    let mut free: Vec<&spec::OptionSpec> = spec
        .options
        .iter()
        .filter(|o| !named.iter().any(|(n, _)| n == o.name))
        .collect();
    let (mut last_was_text, mut last_was_choice) = (false, false);
    for v in positional {
        // A bare word naming a yes/no option sets it: `/vacation end`, `/board flip`.
        if let OptionValue::Text(word) = &v
            && let Some(i) = free
                .iter()
                .position(|o| o.kind == Kind::Boolean && o.name == word)
        {
            named.push((free.remove(i).name.to_owned(), value("true")));
            last_was_text = false;
            last_was_choice = false;
            continue;
        }
        // A yes/no option takes a bare word only if it is a yes or a no.
        let fits = |o: &&spec::OptionSpec| match (&v, o.kind) {
            (OptionValue::User(_), kind) => kind == Kind::User,
            (OptionValue::Text(_), Kind::User) => false,
            (OptionValue::Text(t), Kind::Boolean) => spec::parse_bool(t).is_some(),
            (OptionValue::Text(_), _) => true,
        };
        let mut next = free.iter().position(fits);
        // A bare word that is no choice and starts none, where a person could still be
        // named, was meant as the person (`/stats alice`): it goes to the user option,
        // whose refusal says to mention them.
        if let (OptionValue::Text(word), Some(i)) = (&v, next)
            && let Kind::Choice(words) = free[i].kind
            && !word.is_empty()
            && !words
                .iter()
                .any(|w| spec::folded(w).starts_with(&spec::folded(word)))
            && spec::did_you_mean(words, word).is_none()
            && let Some(u) = free.iter().position(|o| o.kind == Kind::User)
        {
            next = Some(u);
        }
        // A choice written in several words goes on while it is the start of one:
        // `dark mini xiangqi` is one variant, `dark` alone none.
        if let OptionValue::Text(word) = &v
            && last_was_choice
            && continues_choice(Some(spec), &mut named, word)
        {
            continue;
        }
        // Words after free text go on with it unless the next option takes them as a
        // number: `/premove H8+7 H2+3` is one line, `/move C2=5 3` a move in game 3.
        if let OptionValue::Text(word) = &v
            && last_was_text
            && word.parse::<i64>().is_err()
            && next.is_none_or(|i| free[i].kind != Kind::Text)
            && let Some((_, OptionValue::Text(text))) = named.last_mut()
        {
            text.push(' ');
            text.push_str(word);
            continue;
        }
        let Some(i) = next else {
            let shown = match &v {
                OptionValue::User(u) => format!("@{}", u.name),
                OptionValue::Text(t) => t.clone(),
            };
            return Err(LineError::NoPlaceFor {
                command: command.to_owned(),
                shown,
            });
        };
        last_was_text = free[i].kind == Kind::Text;
        last_was_choice = matches!(free[i].kind, Kind::Choice(_));
        named.push((free.remove(i).name.to_owned(), v));
    }
    Ok(named)
}

/// Adds `word` to the last option given when that option is a choice its text does not
/// name yet and the two together start one (`dark` + `mini`, then `xiangqi`).
fn continues_choice(
    spec: Option<&spec::CommandSpec>,
    named: &mut [(String, OptionValue)],
    word: &str,
) -> bool {
    let Some((name, OptionValue::Text(text))) = named.last_mut() else {
        return false;
    };
    let Some(Kind::Choice(words)) = spec
        .and_then(|s| s.options.iter().find(|o| o.name == name))
        .map(|o| o.kind)
    else {
        return false;
    };
    let joined = spec::folded(&format!("{text} {word}"));
    let goes_on = !words.iter().any(|w| spec::same_word(w, text))
        && words.iter().any(|w| spec::folded(w).starts_with(&joined));
    if goes_on {
        text.push(' ');
        text.push_str(word);
    }
    goes_on
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line's error in the voice's words, as the tests read them.
    trait Worded {
        fn worded(self) -> String;
    }

    impl Worded for LineError {
        fn worded(self) -> String {
            crate::voice::words(&crate::service::said::FrontSaid::Line(self).into())
        }
    }

    fn command(line: &str) -> Command {
        match parse(line).unwrap() {
            Line::Command(c) => c,
            other => panic!("{other:?}"),
        }
    }

    fn text(n: &str, v: &str) -> (String, OptionValue) {
        (n.to_owned(), OptionValue::Text(v.to_owned()))
    }

    #[test]
    fn a_mention_of_palace_is_a_typed_move() {
        let Ok(Line::Typed { by, text }) = parse("bob #g/t: @PALACE  C2=5 game:3 ") else {
            panic!("a typed move");
        };
        assert_eq!(
            (by.user.name.as_str(), by.place.0.as_str()),
            ("bob", "#g/t")
        );
        assert_eq!((by.name.as_str(), by.options.len()), ("move", 0));
        assert_eq!(text, "C2=5 game:3");
        assert!(matches!(parse("bob: @palace"), Ok(Line::Typed { text, .. }) if text.is_empty()));
        // Another name, or Palace's run into a word, is no mention of it.
        assert!(parse("bob: @palaces C2=5").is_err());
        assert!(parse("bob: @alice C2=5").is_err());
    }

    #[test]
    fn lines_become_commands() {
        let c = command("alice #lobby: /challenge @bob minixiangqi side:red");
        assert_eq!(c.user, User::named("alice"));
        assert_eq!(c.place.0, "#lobby");
        assert_eq!(
            c.options,
            [
                text("side", "red"),
                ("opponent".to_owned(), OptionValue::User(User::named("bob"))),
                text("variant", "minixiangqi"),
            ]
        );
        assert_eq!(command("bob: /move C2=5").options, [text("text", "C2=5")]);
        assert_eq!(
            command("bob: /move text:C2=5 game:3").options,
            [text("text", "C2=5"), text("game", "3")]
        );
        assert_eq!(
            command(r#"a: /challenge minishogi rated:false fen:"4k/5/5/5/K4[-] w 0 1""#).options,
            [
                text("rated", "false"),
                text("fen", "4k/5/5/5/K4[-] w 0 1"),
                text("variant", "minishogi")
            ]
        );
        assert_eq!(
            command("a: /move 炮二平五").options,
            [text("text", "炮二平五")]
        );
        assert_eq!(command("carol #games: /accept").place.0, "#games");
        // The name of a yes/no option sets it; other words fill the options in order.
        assert_eq!(command("bob: /vacation end").options, [text("end", "true")]);
        assert_eq!(
            command("bob: /premove H8+7 H2+3 C8=5 R1=2 3").options,
            [text("line", "H8+7 H2+3 C8=5 R1=2"), text("game", "3")]
        );
        assert_eq!(
            command("bob: /premove clear").options,
            [text("clear", "true")]
        );
        assert_eq!(
            command("bob: /move C2=5 3").options,
            [text("text", "C2=5"), text("game", "3")]
        );
        assert_eq!(command("bob: /vacation 7").options, [text("days", "7")]);
        assert_eq!(
            command("bob: /board flip 3").options,
            [text("flip", "true"), text("game", "3")]
        );
        assert_eq!(
            command("bob: /board flip:false flip").options,
            [text("flip", "false"), text("game", "flip")],
            "given by name already: the word is an ordinary value (and refused as a game)"
        );
    }

    #[test]
    fn palace_named_as_opponent_is_the_engine_and_no_players_name() {
        for line in [
            "alice: /challenge @Palace minixiangqi",
            "alice: /challenge @palace minixiangqi",
            "alice: /challenge opponent:@PALACE variant:minixiangqi",
        ] {
            let c = command(line);
            assert!(
                !c.options.iter().any(|(n, _)| n == "opponent"),
                "{line}: {:?}",
                c.options
            );
            assert!(c.options.contains(&text("level", "4")), "{line}");
        }
        let c = command("alice: /challenge @Palace xiangqi level:7");
        assert!(c.options.contains(&text("level", "7")));
        assert!(!c.options.contains(&text("level", "4")));
        for name in ["Palace", "palace", "PALACE"] {
            let e = parse(&format!("{name}: /challenge @bob xiangqi"))
                .unwrap_err()
                .worded();
            assert!(e.contains("Palace's own name"), "{e}");
        }
    }

    #[test]
    fn waits_comments_and_mistakes() {
        assert_eq!(parse("  ").unwrap(), Line::Nothing);
        assert_eq!(parse("# a comment").unwrap(), Line::Nothing);
        assert_eq!(
            parse("alice: /wait 1d12h").unwrap(),
            Line::Wait {
                user: "alice".into(),
                seconds: 129_600
            }
        );
        assert!(
            parse("alice /move C2=5")
                .unwrap_err()
                .worded()
                .contains("NAME: /command")
        );
        let e = parse("/help").unwrap_err().worded();
        assert!(
            e.contains("start the line with who types it, as in  alice: /help"),
            "{e}"
        );
        assert_eq!(author("/challenge @bob minixiangqi side:red"), None);
        assert_eq!(author("/help"), None);
        assert_eq!(author("alice #x: /move"), Some("alice"));
        assert_eq!(author("alice: nonsense"), Some("alice"));
        assert_eq!(author("a b c: /help"), None);
        assert!(
            parse("alice: move C2=5")
                .unwrap_err()
                .worded()
                .contains("start with /")
        );
        assert!(
            parse("alice lobby: /help")
                .unwrap_err()
                .worded()
                .contains("places start with #")
        );
        assert!(
            parse("alice: /wait soon")
                .unwrap_err()
                .worded()
                .contains("not a duration")
        );
        assert!(
            parse("alice: /help me")
                .unwrap_err()
                .worded()
                .contains("/help has no place for 'me'")
        );
        assert!(
            parse(r#"alice: /challenge fen:"x"#)
                .unwrap_err()
                .worded()
                .contains("quote")
        );
    }

    /// A variant's name of several words needs no quotes (review of issue 41): it goes on
    /// while the words start a name, and stops where one is whole.
    #[test]
    fn a_choice_of_several_words_needs_no_quotes() {
        let c = command("alice: /challenge @bob dark mini xiangqi side:red");
        assert!(
            c.options.contains(&text("variant", "dark mini xiangqi")),
            "{c:?}"
        );
        let c = command("alice: /challenge @bob variant:dark mini xiangqi red");
        assert!(
            c.options.contains(&text("variant", "dark mini xiangqi")),
            "{c:?}"
        );
        assert!(c.options.contains(&text("side", "red")), "{c:?}");
        let c = command("alice: /challenge @bob mini shogi days:3");
        assert!(c.options.contains(&text("variant", "mini shogi")), "{c:?}");
        assert!(c.options.contains(&text("days", "3")), "{c:?}");
        // A whole name stops; a word that starts no name is left to the next option.
        let c = command("alice: /challenge @bob xiangqi red");
        assert!(c.options.contains(&text("variant", "xiangqi")), "{c:?}");
        assert!(c.options.contains(&text("side", "red")), "{c:?}");
        let c = command("alice: /challenge @bob minixangqi red");
        assert!(c.options.contains(&text("variant", "minixangqi")), "{c:?}");
        assert!(c.options.contains(&text("side", "red")), "{c:?}");
    }
}
