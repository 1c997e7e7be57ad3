package main

import (
	"flag"
	"log"
	"net/http"
)

// Serves dist/ on localhost only, for checking templates in a browser.
func main() {
	dir := flag.String("dir", "dist", "folder to serve")
	addr := flag.String("addr", "127.0.0.1:8025", "listen address (localhost only)")
	flag.Parse()
	log.Printf("serving %s on http://%s", *dir, *addr)
	log.Fatal(http.ListenAndServe(*addr, http.FileServer(http.Dir(*dir))))
}
