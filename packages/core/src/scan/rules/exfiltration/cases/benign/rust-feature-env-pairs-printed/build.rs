use std::env;

fn main() {
    for (name, _value) in env::vars() {
        if let Some(feature) = name.strip_prefix("CARGO_FEATURE_") {
            println!("cargo:rustc-cfg=feature_{}", feature.to_lowercase());
        }
    }
    if let Ok(addr) = "127.0.0.1:0".parse::<std::net::SocketAddr>() {
        println!("cargo:rustc-env=PROBE_ADDR={}", addr);
    }
}
