//! Every move, in every notation a reader may choose, draws with the fonts that ship: the
//! captions and text boards name moves (`☗１二飛`, `炮二平五`, `傌八進七`, `H2-E2`), and a
//! character the subset lacks would show as a gap. Moves come from games played out with
//! a fixed sequence of choices, every legal move of every position along the way.

use rules::{AnyGame, Notation, Record, Script, Variant, Written};

fn notations(w: &Written) -> Vec<&str> {
    let mut out = Vec::new();
    for n in Notation::ALL {
        for s in [Script::Simplified, Script::Traditional] {
            out.push(w.get(n, s));
        }
    }
    out
}

#[test]
fn every_notation_of_every_move_draws() {
    for variant in Variant::ALL {
        let mut game = AnyGame::from_record(&Record::new(variant)).unwrap();
        let mut seen = 0usize;
        for ply in 0..80 {
            if game.outcome().is_some() {
                break;
            }
            let turn = game.turn();
            let choices = game.moves_for(turn);
            if choices.is_empty() {
                break;
            }
            for c in &choices {
                for text in notations(&c.written) {
                    assert_eq!(
                        render::missing_glyph(text),
                        None,
                        "{variant:?} ply {ply}: {text}"
                    );
                    seen += 1;
                }
            }
            // A fixed walk: the choices differ from ply to ply, captures and drops too.
            let pick = &choices[(ply * 7 + 3) % choices.len()];
            game.play_as(turn, &pick.coordinate).unwrap();
        }
        assert!(seen > 1000, "{variant:?}: {seen}");
    }
}
