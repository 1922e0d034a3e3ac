//! Who a message is worded for: its reader's language and how they write moves (their
//! `/settings language:` and `notation:`, or English and the canonical WXF and Western).
//!
//! It is the reader of the whole message, so it is set once around the wording of a
//! message ([`as_read_by`]) rather than passed through every function that words one,
//! as rustc sets its printing options around a diagnostic (`with_no_trimmed_paths`).
//! The voice is synchronous, so the setting holds exactly while one message is worded
//! on this thread, and is put back afterwards (on unwinding too).

use std::cell::Cell;

use rules::Written;

use crate::model::Language;
pub use crate::service::message::Reader;

thread_local! {
    static READER: Cell<Reader> = Cell::new(Reader::default());
}

/// Puts the previous reader back when dropped.
struct Restore(Reader);

impl Drop for Restore {
    fn drop(&mut self) {
        READER.with(|r| r.set(self.0));
    }
}

/// Runs `word` for `reader`: every sentence it words is in their language, every move
/// written as they write moves.
pub fn as_read_by<R>(reader: Reader, word: impl FnOnce() -> R) -> R {
    let _restore = Restore(READER.with(|r| r.replace(reader)));
    word()
}

/// The language of the message being worded.
pub(crate) fn language() -> Language {
    READER.with(|r| r.get().language)
}

/// `w` as the reader of the message being worded writes it.
pub(crate) fn write(w: &Written) -> String {
    READER.with(|r| r.get().writing.write(w).to_owned())
}

/// The moves of a line as the reader writes them, joined by spaces.
pub(crate) fn write_line(moves: &[Written]) -> String {
    moves.iter().map(write).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Notation, Variant, Writing, xiangqi::Position};

    fn writing(w: Writing) -> Reader {
        Reader {
            writing: w,
            ..Reader::default()
        }
    }

    #[test]
    fn the_reader_holds_while_a_message_is_worded_and_is_put_back() {
        let pos = Position::new(Variant::Xiangqi).unwrap();
        let w = pos.written("h3e3".parse().unwrap());
        assert_eq!(write(&w), "C2=5");
        let chinese = writing(Writing::default().with(Notation::Chinese));
        assert_eq!(as_read_by(chinese, || write(&w)), "炮二平五");
        let nested = as_read_by(chinese, || {
            let inner = as_read_by(writing(Writing::default().with(Notation::Iccs)), || {
                write(&w)
            });
            (inner, write(&w))
        });
        assert_eq!(nested, ("H2-E2".to_owned(), "炮二平五".to_owned()));
        let _ = std::panic::catch_unwind(|| as_read_by(chinese, || panic!("while wording")));
        assert_eq!(write(&w), "C2=5");
    }
}
