//! Rebuilds the bot when a message catalogue is added or changed (`static_loader!`
//! includes each file it finds, but cannot see a new one).

fn main() {
    println!("cargo:rerun-if-changed=locales");
}
