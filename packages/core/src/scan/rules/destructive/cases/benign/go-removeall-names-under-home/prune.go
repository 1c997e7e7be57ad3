package main

import (
	"os"
	"path/filepath"
)

func main() {
	home, _ := os.UserHomeDir()
	for _, name := range os.Args[1:] {
		os.RemoveAll(filepath.Join(home, name))
	}
}
