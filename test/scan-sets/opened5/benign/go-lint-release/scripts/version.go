//go:build ignore

// Prints the version string the release build will embed.
package main

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
)

func main() {
	out, err := exec.Command("git", "describe", "--tags", "--always", "--dirty").Output()
	if err != nil {
		fmt.Fprintln(os.Stderr, "git describe failed:", err)
		os.Exit(1)
	}
	v := strings.TrimSpace(string(out))
	if strings.HasSuffix(v, "-dirty") {
		fmt.Fprintln(os.Stderr, "warning: working tree is dirty")
	}
	fmt.Println(v)
}
