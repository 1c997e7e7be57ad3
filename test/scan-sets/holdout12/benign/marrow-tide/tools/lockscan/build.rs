fn main() {
    // only tell cargo when to rebuild; no network, no side effects
    println!("cargo:rerun-if-changed=build.rs");
}
