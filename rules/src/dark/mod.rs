//! Dark Mini Xiangqi: fog-of-war rules and each player's private view
//! (`shared/spec/dark-minixiangqi.md`).

mod position;
mod report;
mod rules_impl;
mod view;

pub use position::{DarkMoveError, Position};
pub use report::{OwnMove, Report};
pub use view::{Cell, View};
