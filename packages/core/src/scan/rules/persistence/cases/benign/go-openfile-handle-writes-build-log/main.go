package main

import (
	"os"
	"path/filepath"
)

func main() {
	dir, _ := os.Getwd()
	f, err := os.OpenFile(filepath.Join(dir, "build", "log.txt"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0644)
	if err != nil {
		return
	}
	defer f.Close()
	f.WriteString("build finished\n")
}
