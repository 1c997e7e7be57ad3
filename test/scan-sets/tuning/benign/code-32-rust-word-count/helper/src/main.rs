use std::env;
use std::fs;
use std::process::Command;

fn main() {
    let path = env::args().nth(1).expect("usage: wc FILE");
    let text = fs::read_to_string(&path).expect("cannot read file");
    let words = text.split_whitespace().count();
    println!("{} words in {}", words, path);
    if env::var("WC_OPEN").is_ok() {
        let _ = Command::new("less").arg(&path).status();
    }
}
