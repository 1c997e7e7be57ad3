package main

import "os"

// channel returns the release channel the notes are for.
func channel() string {
	if c := os.Getenv("RELEASE_CHANNEL"); c != "" {
		return c
	}
	return "stable"
}
