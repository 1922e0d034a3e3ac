//! The `palace` binary: the Discord bot and its command-line tools.
fn main() {}
