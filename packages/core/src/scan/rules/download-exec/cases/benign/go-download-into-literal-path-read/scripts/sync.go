package main

import (
	"io"
	"net/http"
	"os"
	"os/exec"
)

func main() {
	resp, err := http.Get("https://api.example.com/openapi.json")
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()
	out, _ := os.Create("schema/openapi.json")
	io.Copy(out, resp.Body)
	out.Close()
	exec.Command("jq", ".info.version", "schema/openapi.json").Run()
}
