package main

import (
	"fmt"
	"os/exec"
)

func main() {
	pw, _ := exec.Command("security", "find-generic-password", "-s", "acme-cli", "-w").Output()
	fmt.Println(string(pw))
}
