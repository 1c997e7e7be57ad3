package main

import (
	"fmt"
	"net/http"
	"os"
	"time"
)

func main() {
	c := http.Client{Timeout: 5 * time.Second}
	for _, u := range os.Args[1:] {
		r, err := c.Get(u)
		if err != nil {
			fmt.Println(u, "DOWN", err)
			continue
		}
		r.Body.Close()
		fmt.Println(u, r.StatusCode)
	}
}
