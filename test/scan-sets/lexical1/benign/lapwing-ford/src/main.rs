use std::net::ToSocketAddrs;

fn main() {
    let list = std::fs::read_to_string(std::env::args().nth(1).unwrap()).unwrap();
    for host in list.lines() {
        match (host, 443).to_socket_addrs() {
            Ok(a) => println!("{} -> {:?}", host, a.collect::<Vec<_>>()),
            Err(e) => println!("{} -> {}", host, e),
        }
    }
}
