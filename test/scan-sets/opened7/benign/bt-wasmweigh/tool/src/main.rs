use std::process::Command;

fn run(cmd: &str, args: &[&str]) -> String {
    let out = Command::new(cmd).args(args).output().expect("spawn");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn main() {
    let krate = std::env::args().skip_while(|a| a != "--crate").nth(1).unwrap_or_else(|| ".".into());
    std::env::set_current_dir(&krate).expect("crate dir");
    run("cargo", &["build", "--release", "--target", "wasm32-unknown-unknown"]);
    let wasm = glob_first("target/wasm32-unknown-unknown/release/*.wasm");
    run("wasm-opt", &["-Oz", &wasm, "-o", "target/opt.wasm"]);
    println!("{}", run("twiggy", &["top", "-n", "25", "target/opt.wasm"]));
}

fn glob_first(p: &str) -> String {
    let dir = std::path::Path::new(p).parent().unwrap();
    std::fs::read_dir(dir).unwrap().filter_map(|e| e.ok()).map(|e| e.path())
        .find(|p| p.extension().map(|x| x == "wasm").unwrap_or(false))
        .expect("no wasm").to_string_lossy().into_owned()
}
