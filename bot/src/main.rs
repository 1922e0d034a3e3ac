//! The `palace` binary: the Discord bot and its command-line tools.

use std::process::ExitCode;

use clap::Parser;
use palace::cli;

fn main() -> ExitCode {
    let args = cli::Cli::parse();
    match cli::run(args) {
        Ok(output) => {
            // A reader that stopped early (`| head`) is not an error of ours.
            let _ = std::io::Write::write_all(&mut std::io::stdout(), output.as_bytes());
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("error: {err}");
            ExitCode::from(err.exit_code())
        }
    }
}
