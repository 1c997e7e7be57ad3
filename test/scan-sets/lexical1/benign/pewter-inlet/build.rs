use std::env;
use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=wrapper.h");
    let lib = pkg_config::probe_library("libpng").expect("libpng not found");
    let mut b = bindgen::Builder::default().header("wrapper.h");
    for p in &lib.include_paths {
        b = b.clang_arg(format!("-I{}", p.display()));
    }
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    b.generate().expect("bindgen").write_to_file(out.join("bindings.rs")).unwrap();
}
