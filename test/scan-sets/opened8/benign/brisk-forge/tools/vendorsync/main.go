package main

import (
	"fmt"
	"os"
	"os/exec"
)

func run(name string, args ...string) error {
	c := exec.Command(name, args...)
	c.Stdout, c.Stderr = os.Stdout, os.Stderr
	fmt.Println("$", name, args)
	return c.Run()
}

func main() {
	for _, step := range [][]string{{"go", "mod", "tidy"}, {"go", "mod", "vendor"}, {"go", "mod", "verify"}} {
		if err := run(step[0], step[1:]...); err != nil {
			fmt.Fprintln(os.Stderr, "failed:", err)
			os.Exit(1)
		}
	}
	if _, err := exec.LookPath("govulncheck"); err == nil {
		_ = run("govulncheck", "./...")
	}
	_ = run("go", "list", "-m", "-u", "-retracted", "all")
}
