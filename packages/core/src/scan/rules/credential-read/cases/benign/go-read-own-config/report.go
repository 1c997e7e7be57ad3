package main

import (
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	h, _ := os.UserHomeDir()
	data, _ := os.ReadFile(filepath.Join(h, ".config", "report-tool", "settings.toml"))
	fmt.Println(string(data))
}
