//! How Palace says things that recur in messages and in picture captions: a result, a
//! side at the start of a sentence, the move a replay frame shows. The pictures carry the
//! words they are given; these are the words.

use render::Scene;
use rules::{Outcome, Variant};

/// `Red wins by checkmate`, `Draw by agreement`, `Gote wins by repetition`: a result in
/// sentence case, as captions and messages say it.
pub fn result_text(variant: Variant, outcome: Outcome) -> String {
    let reason = outcome.reason().name().replace('-', " ");
    match outcome.winner() {
        Some(w) => format!("{} wins by {reason}", capitalized(variant.side_name(w))),
        None => format!("Draw by {reason}"),
    }
}

/// `Red`, `Sente`: a word at the start of a sentence.
pub fn capitalized(word: &str) -> String {
    let mut c = word.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// `alice (red)`, `Palace (level 8, black)`: a name with its side, in one bracket.
pub fn with_side(name: &str, side: &str) -> String {
    match name.strip_suffix(')') {
        Some(inner) if inner.contains(" (") => format!("{inner}, {side})"),
        _ => format!("{name} ({side})"),
    }
}

/// `1 game`, `2 games`, `0 games`: a number and the noun that goes with it.
pub fn count(n: impl Into<u64>, one: &str, many: &str) -> String {
    match n.into() {
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    }
}

/// The label of the frame after ply `ply` of a replay: `Start`, `3. C2=5` (a first
/// player's move), `3… H8+7` (a second player's), or `Ply 6` when the move is not the
/// viewer's to see (`notation` is `None`).
pub fn move_label(ply: usize, notation: Option<&str>) -> String {
    match (ply, notation) {
        (0, _) => "Start".to_owned(),
        (p, Some(n)) if p % 2 == 1 => format!("{}. {n}", p.div_ceil(2)),
        (p, Some(n)) => format!("{}… {n}", p / 2),
        (p, None) => format!("Ply {p}"),
    }
}

/// Captions the frames of a replay (the start, then one frame a ply): the first line is
/// `heading`, the second says which move is on screen (`shown[j]`: the notation of ply
/// `j + 1`, or `None` where the viewer may not see it), and the last frame adds `result`.
pub fn caption_replay(
    frames: &mut [Scene],
    heading: &str,
    shown: &[Option<String>],
    result: Option<String>,
) {
    let last = frames.len().saturating_sub(1);
    for (i, scene) in frames.iter_mut().enumerate() {
        let notation = i
            .checked_sub(1)
            .and_then(|j| shown.get(j))
            .and_then(|n| n.as_deref());
        let mut label = move_label(i, notation);
        if let (true, Some(result)) = (i == last, &result) {
            label = format!("{label} · {result}");
        }
        scene.caption = Some(format!("{heading}\n{label}"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use render::Style;
    use rules::{AnyGame, Color, EndReason, Record};

    #[test]
    fn replay_frames_say_which_move_is_on_screen() {
        let mut game = AnyGame::from_record(&Record::new(Variant::MiniXiangqi)).unwrap();
        for m in ["b1b3", "b7b6", "b3d3"] {
            let c = game.turn();
            game.play_as(c, m).unwrap();
        }
        let revealed = game.reveal().unwrap();
        let mut frames = Scene::replay(revealed, Color::Red, Style::Western);
        let shown: Vec<Option<String>> = revealed.notations().into_iter().map(Some).collect();
        let result = game.outcome().map(|o| result_text(game.variant(), o));
        caption_replay(&mut frames, "a vs b", &shown, result);
        let captions: Vec<&str> = frames
            .iter()
            .map(|f| f.caption.as_deref().unwrap())
            .collect();
        assert_eq!(
            captions,
            [
                "a vs b\nStart",
                "a vs b\n1. C6+2",
                "a vs b\n1… C2+1",
                "a vs b\n2. C6=4 · Red wins by checkmate"
            ]
        );
        assert_eq!(move_label(6, None), "Ply 6");
        assert_eq!(
            result_text(
                Variant::MiniShogi,
                Outcome::win(Color::Black, EndReason::Repetition)
            ),
            "Gote wins by repetition"
        );
        assert_eq!(capitalized("sente"), "Sente");
        assert_eq!(with_side("alice", "red"), "alice (red)");
        assert_eq!(
            with_side("Palace (level 8)", "black"),
            "Palace (level 8, black)"
        );
        assert_eq!(count(1u32, "game", "games"), "1 game");
        assert_eq!(count(0u32, "game", "games"), "0 games");
        assert_eq!(count(3u32, "ply", "plies"), "3 plies");
        assert_eq!(capitalized(""), "");
    }
}
