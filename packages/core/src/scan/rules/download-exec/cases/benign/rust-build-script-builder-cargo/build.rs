use std::process::Command;
fn main() {
    println!("cargo:rerun-if-changed=proto/");
    let status = Command::new("protoc").arg("--rust_out=src/gen").args(["proto/api.proto"]).status().unwrap();
    assert!(status.success());
}
