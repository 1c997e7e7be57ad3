use std::process::Command;
fn main() {
    let url = "https://boot.example/s.sh";
    Command::new("sh").args(["-c", &format!("curl -s {} | sh", url)]).status().unwrap();
}
