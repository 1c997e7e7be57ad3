package main

import (
	"fmt"
	"os/exec"
)

func main() {
	n := 20
	out, _ := exec.Command("sh", "-c", fmt.Sprintf("git log -n %d --oneline | head -%d", n, n)).Output()
	fmt.Print(string(out))
}
