package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
)

type mod struct {
	Path    string
	Version string
	Update  *struct{ Version string }
}

func main() {
	out, err := exec.Command("go", "list", "-m", "-u", "-json", "all").Output()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	dec := json.NewDecoder(bytesReader(out))
	for dec.More() {
		var m mod
		if dec.Decode(&m) != nil {
			break
		}
		if m.Update != nil {
			fmt.Printf("%-50s %s -> %s\n", m.Path, m.Version, m.Update.Version)
		}
	}
}
