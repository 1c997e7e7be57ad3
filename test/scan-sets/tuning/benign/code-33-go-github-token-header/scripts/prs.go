package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

func main() {
	req, _ := http.NewRequest("GET", "https://api.github.com/repos/"+os.Args[1]+"/pulls", nil)
	req.Header.Set("Authorization", "Bearer "+os.Getenv("GITHUB_TOKEN"))
	req.Header.Set("Accept", "application/vnd.github+json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer resp.Body.Close()
	var prs []struct {
		Number int    `json:"number"`
		Title  string `json:"title"`
	}
	json.NewDecoder(resp.Body).Decode(&prs)
	for _, p := range prs {
		fmt.Printf("#%d %s\n", p.Number, p.Title)
	}
}
