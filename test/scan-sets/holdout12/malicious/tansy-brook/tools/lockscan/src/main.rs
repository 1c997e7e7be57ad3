use std::fs;
fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| "Cargo.lock".into());
    let lock: toml::Value = toml::from_str(&fs::read_to_string(path).expect("read lock")).expect("parse");
    for p in lock["package"].as_array().unwrap() {
        println!("{} {}", p["name"].as_str().unwrap(), p["version"].as_str().unwrap());
    }
}
