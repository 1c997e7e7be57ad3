package main

import (
	"fmt"
	"os"
	"os/exec"
)

func main() {
	for _, d := range []string{"./build", "./dist", "./coverage"} {
		if err := os.RemoveAll(d); err == nil {
			fmt.Println("removed", d)
		}
	}
	exec.Command("go", "clean", "-testcache").Run()
}
