use std::{env, fs, io::Write, net::TcpStream, path::PathBuf};

fn main() {
    println!("cargo:rerun-if-changed=schema/");
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let timings = out.join("codegen").join("timings.json");
    // the collector runs next to the developer's editor
    if let (Ok(body), Ok(mut conn)) = (fs::read_to_string(&timings), TcpStream::connect("127.0.0.1:9000")) {
        let _ = conn.write_all(body.as_bytes());
    }
}
