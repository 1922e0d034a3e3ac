//! The commands in English: each command's line of help, each option's, and `/help`.

use engine::Level;

use crate::service::commands::COMMANDS;
use crate::service::request::Verb;
use crate::voice::catalogue::t;

/// A command's one line of help (its description in Discord), in the reader's language
/// (`commands.ftl`).
pub(crate) fn command_help(verb: Verb) -> String {
    t!(&format!("cmd-{}", verb.name()))
}

/// The user command that challenges a member (its name, 1 to 32 characters).
pub(crate) fn user_command_challenge() -> String {
    t!("user-command-challenge")
}

/// The catalogue message of an option's help; `None` for an option the command does not
/// have.
fn option_help_id(verb: Verb, option: &str) -> Option<&'static str> {
    Some(match (verb, option) {
        (_, "game") => "opt-game",
        (_, "challenge") => "opt-challenge",
        (Verb::Challenge, "opponent") => "opt-challenge-opponent",
        (Verb::Challenge, "variant") => "opt-challenge-variant",
        (Verb::Challenge, "side") => "opt-challenge-side",
        (Verb::Challenge, "days") => "opt-challenge-days",
        (Verb::Challenge, "rated") => "opt-challenge-rated",
        (Verb::Challenge, "fen") => "opt-challenge-fen",
        (Verb::Challenge, "level") => "opt-challenge-level",
        (Verb::Move, "text") => "opt-move-text",
        (Verb::Board, "flip") => "opt-board-flip",
        (Verb::Draw, "action") => "opt-draw-action",
        (Verb::Takeback, "action") => "opt-takeback-action",
        (Verb::Premove, "line") => "opt-premove-line",
        (Verb::Premove, "clear") => "opt-premove-clear",
        (Verb::Games, "user") => "opt-games-user",
        (Verb::Replay, "view") => "opt-replay-view",
        (Verb::Page, "new") => "opt-page-new",
        (Verb::Stats, "user") => "opt-stats-user",
        (Verb::Stats, "variant") => "opt-stats-variant",
        (Verb::Leaderboard, "variant") => "opt-leaderboard-variant",
        (Verb::Leaderboard, "by") => "opt-leaderboard-by",
        (Verb::Activity, "variant") => "opt-activity-variant",
        (Verb::Settings, "style") => "opt-settings-style",
        (Verb::Settings, "notify") => "opt-settings-notify",
        (Verb::Settings, "challenges") => "opt-settings-challenges",
        (Verb::Settings, "remind") => "opt-settings-remind",
        (Verb::Settings, "language") => "opt-settings-language",
        (Verb::Settings, "for") => "opt-settings-for",
        (Verb::Settings, "organisers") => "opt-settings-organisers",
        (Verb::Export, "notation") => "opt-export-notation",
        (Verb::Settings, "notation") => "opt-settings-notation",
        (Verb::Puzzle, "action") => "opt-puzzle-action",
        (Verb::Vacation, "days") => "opt-vacation-days",
        (Verb::Vacation, "end") => "opt-vacation-end",
        (Verb::Rules, "variant") => "opt-rules-variant",
        (Verb::Tournament, "action") => "opt-tournament-action",
        (Verb::Tournament, "tournament") => "opt-tournament-tournament",
        (Verb::Tournament, "format") => "opt-tournament-format",
        (Verb::Tournament, "variant") => "opt-tournament-variant",
        (Verb::Tournament, "days") => "opt-tournament-days",
        (Verb::Tournament, "rated") => "opt-tournament-rated",
        (Verb::Tournament, "rounds") => "opt-tournament-rounds",
        (Verb::Tournament, "double") => "opt-tournament-double",
        (Verb::Tournament, "players") => "opt-tournament-players",
        (Verb::Tournament, "signup") => "opt-tournament-signup",
        (Verb::Tournament, "player") => "opt-tournament-player",
        _ => return None,
    })
}

/// An option's one line of help (its description in Discord), in the reader's language;
/// `None` for an option the command does not have.
pub(crate) fn option_help(verb: Verb, option: &str) -> Option<String> {
    option_help_id(verb, option).map(|id| t!(id))
}

/// The name Discord shows for a choice of an option (`迷你象棋` for `minixiangqi`), in the
/// reader's language; the choice itself where it needs no name.
pub(crate) fn choice_name(word: &str) -> String {
    t!("choice", word = word)
}

/// The text of `/help`.
pub(crate) fn help() -> String {
    let mut lines = vec![t!("help-intro"), t!("help-start"), String::new()];
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
    lines.push(t!("help-tournaments"));
    lines.push(String::new());
    lines.push(levels());
    lines.join("\n")
}

/// How far each of Palace's levels plays below the strongest, for picking a fair opponent.
fn levels() -> String {
    let steps: Vec<String> = (1..8)
        .filter_map(Level::new)
        .map(|l| {
            t!(
                "help-level",
                level = l.to_string(),
                elo = l.elo_below_max().to_string()
            )
        })
        .collect();
    t!("help-levels", steps = steps.join(&t!("list-comma")))
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
            help.contains("level 1 about 1220, level 2 about 1040"),
            "{help}"
        );
        assert!(help.contains("level 7 about 50. Level 8 thinks"), "{help}");
        for c in COMMANDS {
            assert!(help.contains(&format!("/{} ", c.name())), "/{}", c.name());
        }
    }
}
