package main

import (
	"fmt"
	"net"
	"os"
)

func main() {
	addrs, _ := net.LookupHost(os.Args[1])
	fmt.Println(addrs)
}
