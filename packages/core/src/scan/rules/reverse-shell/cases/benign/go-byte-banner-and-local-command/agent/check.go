package main

import (
	"fmt"
	"net"
	"os/exec"
)

func check() {
	banner := string([]byte{108, 105, 110, 107, 109, 111, 110})
	addr := "127.0.0.1:9090"
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		fmt.Println(banner, "cache down")
		return
	}
	conn.Close()
	prog := "git"
	out, _ := exec.Command(prog, "--version").Output()
	fmt.Println(banner, string(out))
}
