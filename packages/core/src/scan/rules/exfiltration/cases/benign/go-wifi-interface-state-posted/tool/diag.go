package main

import (
	"bytes"
	"net/http"
	"os/exec"
)

func report() {
	state, _ := exec.Command("netsh", "wlan", "show", "interfaces").Output()
	http.Post("https://dashboard.example.org/wifi", "text/plain", bytes.NewReader(state))
}
