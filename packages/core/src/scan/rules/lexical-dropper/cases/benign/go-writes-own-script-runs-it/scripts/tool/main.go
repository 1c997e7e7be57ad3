package main

import (
	"fmt"
	"net/http"
	"os"
	"os/exec"
)

const hook = "#!/bin/sh\ngit log --oneline -20\n"

func main() {
	resp, err := http.Get("https://api.github.com/repos/" + os.Args[1] + "/releases/latest")
	if err == nil {
		fmt.Println(resp.Status)
		resp.Body.Close()
	}
	os.WriteFile("notes.sh", []byte(hook), 0o644)
	out, _ := exec.Command("sh", "notes.sh").Output()
	fmt.Print(string(out))
}
