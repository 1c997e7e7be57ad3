package main

import (
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	profile := os.Args[1]
	total := 0
	for _, store := range []string{"Bookmarks", "Preferences"} {
		data, err := os.ReadFile(filepath.Join(profile, store))
		if err == nil {
			total += len(data)
		}
	}
	fmt.Println(total)
}
