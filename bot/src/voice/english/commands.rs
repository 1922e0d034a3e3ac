//! The commands in English: each command's line of help, each option's, and `/help`.

use engine::Level;

use crate::service::commands::COMMANDS;
use crate::service::request::Verb;

/// A command's one line of help (its description in Discord), in the reader's language
/// (`commands.ftl`).
pub(crate) fn command_help(verb: Verb) -> String {
    crate::voice::catalogue::t!(&format!("cmd-{}", verb.name()))
}

/// An option's one line of help (its description in Discord); `None` for an option the
/// command does not have.
pub(crate) fn option_help(verb: Verb, option: &str) -> Option<&'static str> {
    Some(match (verb, option) {
        (_, "game") => "which game (its number), if you play several",
        (_, "challenge") => "which challenge (its number), if there are several",
        (Verb::Challenge, "opponent") => {
            "whom to play (@someone, or @Palace); leave out for a challenge anyone here may accept"
        }
        (Verb::Challenge, "variant") => {
            "which game: Mini Xiangqi (7×7), its dark form, Xiangqi (9×10) or Minishogi (5×5)"
        }
        (Verb::Challenge, "side") => {
            "red/black (xiangqi games), sente/gote (Minishogi), first or second; default random"
        }
        (Verb::Challenge, "days") => "days each player has for a move (1 to 14, default 3)",
        (Verb::Challenge, "rated") => {
            "whether the result changes ratings (default true; false for a casual game)"
        }
        (Verb::Challenge, "fen") => "a start position in FEN (casual games only)",
        (Verb::Challenge, "level") => {
            "play Palace itself at this level (1 beginner … 8 strongest) instead of a person"
        }
        (Verb::Move, "text") => "the move",
        (Verb::Board, "flip") => "from the other side",
        (Verb::Draw, "action") => "offer a draw, or answer the one offered to you",
        (Verb::Takeback, "action") => "ask to take back, or answer your opponent's request",
        (Verb::Premove, "line") => {
            "pairs of moves, theirs then yours (; between lines); leave out to see yours and an example"
        }
        (Verb::Premove, "clear") => "drop your conditional moves",
        (Verb::Games, "user") => "whose games (default yours)",
        (Verb::Replay, "view") => {
            "an ended dark game as red or black saw it, or the true board (full)"
        }
        (Verb::Stats, "user") => "whose (default yours)",
        (Verb::Stats, "variant") => "one game only",
        (Verb::Leaderboard, "variant") => "which game",
        (Verb::Leaderboard, "by") => "order: rating (the default), wins or games played",
        (Verb::Activity, "variant") => "one game only",
        (Verb::Settings, "style") => "traditional (Chinese characters, kanji) or western (letters)",
        (Verb::Settings, "notify") => {
            "how you hear of your turns: ping (a mention in the game's channel), dm, or off"
        }
        (Verb::Settings, "challenges") => {
            "whether others may challenge you by name (off: only open challenges reach you)"
        }
        (Verb::Settings, "remind") => {
            "when you are reminded before a deadline, like 24h,2h or 1d,30m; off; or default"
        }
        (Verb::Settings, "language") => {
            "the language Palace speaks to you in (leave out: your Discord's)"
        }
        (Verb::Settings, "notation") => {
            "how moves are shown: wxf, chinese or iccs (xiangqi games); western, japanese or usi (Minishogi)"
        }
        (Verb::Puzzle, "action") => {
            "next: another puzzle; hint: a hint; answer: the answer (leave out: yours, or a new one)"
        }
        (Verb::Vacation, "days") => {
            "how many days you are away (within your vacation days a year; see /vacation)"
        }
        (Verb::Vacation, "end") => "you are back early: the clocks run again",
        (Verb::Rules, "variant") => "which game",
        _ => return None,
    })
}

/// The text of `/help`.
pub(crate) fn help() -> String {
    let mut lines = vec![
        "Palace plays Mini Xiangqi, Dark Mini Xiangqi, Xiangqi and Minishogi by correspondence.".to_owned(),
        "Start with /challenge, then play with /move (WXF like C2=5, coordinates like h3e3, Chinese like 炮二平五, or Western like P-5c in Minishogi).".to_owned(),
        String::new(),
    ];
    for c in COMMANDS {
        let opts: Vec<String> = c
            .options
            .iter()
            .map(|o| {
                if o.required {
                    format!("{}:", o.name)
                } else {
                    format!("[{}:]", o.name)
                }
            })
            .collect();
        lines.push(
            format!(
                "/{} {} — {}",
                c.name(),
                opts.join(" "),
                command_help(c.verb)
            )
            .replace("  ", " "),
        );
    }
    lines.push(String::new());
    lines.push(levels());
    lines.join("\n")
}

/// How far each of Palace's levels plays below the strongest, for picking a fair opponent.
fn levels() -> String {
    let steps: Vec<String> = (1..8)
        .filter_map(Level::new)
        .map(|l| format!("level {l} about {}", l.elo_below_max()))
        .collect();
    format!(
        "Palace's levels, in Elo below level 8 (measured against each other in Mini Xiangqi): {}. \
         Level 8 thinks the longest.",
        steps.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_and_option_has_its_help() {
        for c in COMMANDS {
            for language in crate::model::Language::ALL {
                let id = format!("cmd-{}", c.name());
                assert!(
                    crate::voice::catalogue::has(language, &id),
                    "{id} in {language}"
                );
            }
            assert!(!command_help(c.verb).is_empty(), "/{}", c.name());
            for o in c.options {
                let help = option_help(c.verb, o.name);
                assert!(
                    help.is_some_and(|h| !h.is_empty()),
                    "/{} {}: no help",
                    c.name(),
                    o.name
                );
            }
        }
        assert_eq!(option_help(Verb::Help, "variant"), None);
    }

    #[test]
    fn help_lists_every_command_and_palaces_levels() {
        let help = help();
        assert!(help.contains("/move text: [game:] — play a move"));
        assert!(
            help.contains("Palace's levels, in Elo below level 8"),
            "{help}"
        );
        assert!(
            help.contains("level 1 about 1460, level 2 about 1180"),
            "{help}"
        );
        assert!(help.contains("level 7 about 70. Level 8 thinks"), "{help}");
        for c in COMMANDS {
            assert!(help.contains(&format!("/{} ", c.name())), "/{}", c.name());
        }
    }
}
