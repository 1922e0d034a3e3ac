//! Palace's engine as a stand-alone UCI program, built from the engine crate alone (the
//! match runner's engine for comparing engine versions):
//!
//! ```text
//! cargo build --release -p palace-engine --example uci
//! target/release/examples/match --engine1 target/release/examples/uci --random --variant minishogi
//! ```

fn main() -> std::io::Result<()> {
    engine::uci::run(std::io::stdin().lock(), std::io::stdout())
}
