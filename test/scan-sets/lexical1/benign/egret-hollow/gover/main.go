package main

import (
	"encoding/base64"
	"fmt"
	"io"
	"net/http"
	"runtime"
)

func main() {
	resp, err := http.Get("https://go.dev/VERSION?m=text")
	if err != nil {
		return
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	fmt.Println("local", runtime.Version(), "latest", string(b))
	logo, _ := base64.StdEncoding.DecodeString("R29waGVy")
	fmt.Println(string(logo))
}
