//! Palace's English.

use crate::service::said::{Refusal, Said};

/// What a message says, in English.
pub(super) fn said(s: &Said) -> String {
    match s {
        Said::Refused(r) => refusal(r),
        Said::Plain(text) => text.clone(),
    }
}

/// Why a command was refused, in English.
pub(super) fn refusal(r: &Refusal) -> String {
    match r {
        Refusal::Plain(text) => text.clone(),
    }
}
