use std::env;
use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=wrapper.h");
    println!("cargo:rerun-if-env-changed=FOO_STATIC");
    let lib = pkg_config::Config::new().probe("foo").expect("pkg-config could not find foo");
    if env::var("FOO_STATIC").is_ok() {
        println!("cargo:rustc-link-lib=static=foo");
    }
    let mut b = bindgen::Builder::default().header("wrapper.h");
    for p in &lib.include_paths {
        b = b.clang_arg(format!("-I{}", p.display()));
    }
    let bindings = b
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()))
        .blocklist_item("FP_.*")
        .generate()
        .expect("bindgen failed");
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    bindings.write_to_file(out.join("bindings.rs")).expect("write bindings");
}
