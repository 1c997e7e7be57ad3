package main

import (
	"bytes"
	"flag"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
)

func main() {
	repo := flag.String("repo", "", "owner/name")
	id := flag.String("release-id", "", "numeric release id")
	flag.Parse()
	file := flag.Arg(0)
	body, err := os.ReadFile(file)
	if err != nil {
		panic(err)
	}
	url := fmt.Sprintf("https://uploads.github.com/repos/%s/releases/%s/assets?name=%s", *repo, *id, filepath.Base(file))
	req, _ := http.NewRequest("POST", url, bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+os.Getenv("GITHUB_TOKEN"))
	req.Header.Set("Content-Type", "application/octet-stream")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		panic(err)
	}
	fmt.Println(resp.Status)
}
