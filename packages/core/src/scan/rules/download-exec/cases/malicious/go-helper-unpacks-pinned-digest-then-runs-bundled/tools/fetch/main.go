package main

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
)

func fetch(url string) []byte {
	resp, err := http.Get(url)
	if err != nil {
		os.Exit(1)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return data
}

func extract(data []byte, into string) {
	zr, _ := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	for _, e := range zr.File {
		target := filepath.Join(into, e.Name)
		os.MkdirAll(filepath.Dir(target), 0o755)
		src, _ := e.Open()
		out, _ := os.Create(target)
		io.Copy(out, src)
		out.Close()
	}
}

func main() {
	data := fetch("https://dl.bufmirror.example/buf-1.34.0.zip")
	sum := sha256.Sum256(data)
	if hex.EncodeToString(sum[:]) != "3f1a0d0a6c1b9e2f4d5c6b7a8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b" {
		os.Exit(1)
	}
	extract(data, ".bin")
	exec.Command(filepath.Join(".bin", "buf-postinstall")).Run()
}
