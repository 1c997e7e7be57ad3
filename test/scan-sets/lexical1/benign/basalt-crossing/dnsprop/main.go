package main

import (
	"fmt"
	"net"
	"os"
)

func main() {
	for _, d := range os.Args[1:] {
		for _, sub := range []string{"", "www.", "api."} {
			addrs, err := net.LookupHost(sub + d)
			fmt.Printf("%-30s %v %v\n", sub+d, addrs, err)
		}
	}
}
