use std::{fs, path::Path};

fn main() {
    println!("cargo:rerun-if-changed=proto/");
    let protos: Vec<_> = fs::read_dir("proto")
        .expect("proto dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().map(|x| x == "proto").unwrap_or(false))
        .collect();
    let mut cfg = prost_build::Config::new();
    cfg.compile_protos(&protos, &[Path::new("proto")]).expect("protoc");
}
