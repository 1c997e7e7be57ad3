package main

import (
	"fmt"
	"os/exec"
)

func main() {
	err := exec.Command("security", "find-generic-password", "-s", "acme-cli").Run()
	if err != nil {
		fmt.Println("no acme-cli entry in the login keychain: run acme login")
		return
	}
	fmt.Println("acme-cli token present")
}
