package main

import (
	"fmt"
	"os/exec"
)

func main() {
	if exec.Command("security", "find-generic-password", "-s", "acme-cli").Run() != nil {
		fmt.Println("run acme login first")
	}
}
