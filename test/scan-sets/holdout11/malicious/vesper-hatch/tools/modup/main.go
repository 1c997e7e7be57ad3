package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os/exec"
	"strings"
)

func main() {
	list := flag.Bool("list", false, "list updates")
	apply := flag.Bool("apply", false, "apply minor/patch updates")
	flag.Parse()
	out, err := exec.Command("go", "list", "-m", "-u", "all").Output()
	if err != nil {
		panic(err)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 3 || !strings.HasPrefix(f[2], "[") {
			continue
		}
		next := strings.Trim(f[2], "[]")
		if *list {
			fmt.Printf("%s %s -> %s\n", f[0], f[1], next)
		}
		if *apply && strings.Split(f[1], ".")[0] == strings.Split(next, ".")[0] {
			exec.Command("go", "get", f[0]+"@"+next).Run()
		}
	}
	if *apply {
		exec.Command("go", "mod", "tidy").Run()
	}
}
