use object::{Object, ObjectSymbol};
fn main() {
    let path = std::env::args().nth(1).expect("binary path");
    let data = std::fs::read(&path).unwrap();
    let file = object::File::parse(&*data).unwrap();
    for s in file.symbols().take(50) { println!("{:#x} {}", s.address(), s.name().unwrap_or("?")); }
}
