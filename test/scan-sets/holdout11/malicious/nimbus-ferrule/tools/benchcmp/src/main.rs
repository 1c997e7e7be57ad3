use std::process::Command;

fn run(args: &[&str]) {
    let ok = Command::new(args[0]).args(&args[1..]).status().expect("spawn").success();
    assert!(ok, "command failed: {:?}", args);
}

fn main() {
    let argv: Vec<String> = std::env::args().collect();
    let get = |k: &str, d: &str| argv.iter().position(|a| a == k).map(|i| argv[i + 1].clone()).unwrap_or(d.to_string());
    let (base, head) = (get("--base", "origin/main"), get("--head", "HEAD"));
    run(&["git", "stash", "--include-untracked"]);
    run(&["git", "checkout", &base]);
    run(&["cargo", "bench", "--", "--save-baseline", "base"]);
    run(&["git", "checkout", &head]);
    run(&["cargo", "bench", "--", "--baseline", "base"]);
    run(&["git", "stash", "pop"]);
    println!("see target/criterion for reports");
}
