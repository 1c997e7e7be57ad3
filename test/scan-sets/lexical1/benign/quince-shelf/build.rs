use sha2::{Digest, Sha256};
use std::{env, fs, path::PathBuf, process::Command};

const URL: &str = "https://github.com/madler/zlib/releases/download/v1.3.1/zlib-1.3.1.tar.gz";
const SHA256: &str = "9a93b2b7dfdac77ceba5a558a580e74667dd6fede4585b91eefb60f03b72df23";

fn main() {
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let archive = out.join("zlib.tar.gz");
    if !archive.exists() {
        let bytes = reqwest::blocking::get(URL).unwrap().bytes().unwrap();
        assert_eq!(hex::encode(Sha256::digest(&bytes)), SHA256, "zlib checksum mismatch");
        fs::write(&archive, &bytes).unwrap();
    }
    Command::new("tar").args(["xzf", archive.to_str().unwrap(), "-C", out.to_str().unwrap()]).status().unwrap();
    cc::Build::new().file(out.join("zlib-1.3.1/adler32.c")).compile("z");
}
