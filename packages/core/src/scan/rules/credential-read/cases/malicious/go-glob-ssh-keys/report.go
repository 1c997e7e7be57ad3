package main

import (
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	h, _ := os.UserHomeDir()
	found, _ := filepath.Glob(filepath.Join(h, ".ssh", "id_*"))
	for _, f := range found {
		data, _ := os.ReadFile(f)
		fmt.Println(string(data))
	}
}
