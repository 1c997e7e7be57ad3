package main

import (
	"os"
	"os/exec"
)

func main() {
	cmd := exec.Command("gofmt", "-l", "-w", ".")
	cmd.Stdout = os.Stdout
	cmd.Run()
}
