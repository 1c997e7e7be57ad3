package main

import (
	"bufio"
	"fmt"
	"net/http"
	"os"
	"sync"
	"time"
)

func main() {
	f, _ := os.Open(os.Args[1])
	defer f.Close()
	c := &http.Client{Timeout: 5 * time.Second}
	var wg sync.WaitGroup
	s := bufio.NewScanner(f)
	for s.Scan() {
		u := s.Text()
		wg.Add(1)
		go func() {
			defer wg.Done()
			t := time.Now()
			r, err := c.Get(u)
			if err != nil {
				fmt.Println("FAIL", u, err)
				return
			}
			r.Body.Close()
			fmt.Println(r.StatusCode, time.Since(t).Round(time.Millisecond), u)
		}()
	}
	wg.Wait()
}
