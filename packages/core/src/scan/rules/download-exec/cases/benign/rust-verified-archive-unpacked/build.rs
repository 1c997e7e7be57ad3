use std::{env, fs, path::PathBuf, process::Command};

fn main() {
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let archive = out.join("src.tar.gz");
    let bytes = reqwest::blocking::get("https://github.com/madler/zlib/releases/download/v1.3.1/zlib-1.3.1.tar.gz").unwrap().bytes().unwrap();
    fs::write(&archive, &bytes).unwrap();
    Command::new("sha256sum").arg(&archive).status().unwrap();
    Command::new("tar").args(["xzf", archive.to_str().unwrap(), "-C", out.to_str().unwrap()]).status().unwrap();
}
