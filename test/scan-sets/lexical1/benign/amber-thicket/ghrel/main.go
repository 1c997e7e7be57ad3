package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

func main() {
	req, _ := http.NewRequest("GET", "https://api.github.com/repos/"+os.Args[1]+"/releases?per_page=5", nil)
	if t := os.Getenv("GITHUB_TOKEN"); t != "" {
		req.Header.Set("Authorization", "Bearer "+t)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()
	var rel []struct{ TagName string `json:"tag_name"` }
	json.NewDecoder(resp.Body).Decode(&rel)
	for _, r := range rel {
		fmt.Println(r.TagName)
	}
}
