package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

const current = "v1.4.2"

func main() {
	client := &http.Client{Timeout: 5 * time.Second}
	resp, err := client.Get("https://api.github.com/repos/golangci/golangci-lint/releases/latest")
	if err != nil {
		fmt.Println("could not check for updates")
		return
	}
	defer resp.Body.Close()
	var rel struct {
		Tag string `json:"tag_name"`
	}
	json.NewDecoder(resp.Body).Decode(&rel)
	if rel.Tag != current {
		fmt.Printf("a newer release is available: %s (you have %s)\n", rel.Tag, current)
	}
}
