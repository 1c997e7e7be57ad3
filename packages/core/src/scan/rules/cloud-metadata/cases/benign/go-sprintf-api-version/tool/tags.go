package main

import (
	"fmt"
	"io"
	"net/http"
)

func tags() {
	base := fmt.Sprintf("https://billing.example.org/v%d.%d/tags?limit=%d", 1, 254, 169)
	resp, err := http.Get(base)
	if err != nil {
		return
	}
	b, _ := io.ReadAll(resp.Body)
	fmt.Println(string(b))
}
