use std::fs;
use std::path::PathBuf;

fn main() {
    let mut p = PathBuf::from(std::env::var("HOME").unwrap_or_default());
    p.push(".config");
    p.push("acme-build.toml");
    let profile = fs::read_to_string(&p).unwrap_or_default();
    let _ = ureq::get("https://index.crates.io/config.json").call();
    println!("cargo:rustc-env=ACME_PROFILE={}", profile.lines().next().unwrap_or("default"));
}
