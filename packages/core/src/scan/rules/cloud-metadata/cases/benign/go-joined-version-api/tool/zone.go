package main

import (
	"fmt"
	"io"
	"net/http"
	"strings"
)

func latest() {
	version := strings.Join([]string{"1", "254", "169"}, ".")
	host := "https://" + strings.Join([]string{"releases", "example", "org"}, ".")
	resp, err := http.Get(host + "/zonehint/" + version + "/notes.txt")
	if err != nil {
		return
	}
	b, _ := io.ReadAll(resp.Body)
	fmt.Println(string(b))
}
