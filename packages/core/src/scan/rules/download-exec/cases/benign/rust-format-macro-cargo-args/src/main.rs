use std::process::Command;
fn main() {
    let pkg = std::env::args().nth(1).unwrap_or_else(|| "core".into());
    Command::new("sh").args(["-c", &format!("cargo test -p {} -- --nocapture", pkg)]).status().unwrap();
}
