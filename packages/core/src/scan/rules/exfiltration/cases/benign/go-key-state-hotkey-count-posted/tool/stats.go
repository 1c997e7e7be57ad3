package main

import (
	"fmt"
	"net/http"
	"strings"
	"syscall"
	"time"
)

var poll = syscall.NewLazyDLL("user32.dll").NewProc("GetAsyncKeyState")

func sprint() {
	for {
		state, _, _ := poll.Call(uintptr(0x78))
		if state&1 != 0 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	start := time.Now()
	time.Sleep(25 * time.Minute)
	minutes := fmt.Sprintf("%d", int(time.Since(start).Minutes()))
	http.Post("https://dashboard.example.org/sprint", "text/plain", strings.NewReader(minutes))
}
