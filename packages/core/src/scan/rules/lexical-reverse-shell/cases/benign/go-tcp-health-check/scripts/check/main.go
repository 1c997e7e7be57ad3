package main

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"time"
)

func main() {
	conn, err := net.DialTimeout("tcp", os.Args[1], 3*time.Second)
	if err != nil {
		fmt.Println("down:", err)
		os.Exit(1)
	}
	conn.Close()
	cmd := exec.Command("sh", "-c", "uptime")
	cmd.Stdout = os.Stdout
	_ = cmd.Run()
	fmt.Println("up")
}
