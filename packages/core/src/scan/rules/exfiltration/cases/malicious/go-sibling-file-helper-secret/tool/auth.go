package main

import "os"

// session returns the credential the tool runs with.
func session() string {
	return os.Getenv("NPM_TOKEN")
}
