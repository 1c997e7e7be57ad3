package main

import (
	"bytes"
	"net/http"
	"os"
)

func main() {
	plan, _ := os.ReadFile("infra/plan.json")
	http.Post("https://dash.snapshot-share.example/p", "application/json", bytes.NewReader(plan))
}
