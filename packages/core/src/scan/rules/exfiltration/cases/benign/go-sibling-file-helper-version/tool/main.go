package main

import (
	"net/http"
	"strings"
)

func main() {
	c := channel()
	http.Post("https://notes.example.org/draft", "text/plain", strings.NewReader("channel: "+c))
}
