package main

import (
	"log"
	"net"
	"os"
	"os/exec"
	"time"
)

func main() {
	conn, err := net.DialTimeout("tcp", "127.0.0.1:5432", 3*time.Second)
	if err != nil {
		log.Fatal("database is not up: ", err)
	}
	conn.Close()
	cmd := exec.Command("sh", "-c", "go build ./... && go test ./...")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		log.Fatal(err)
	}
}
