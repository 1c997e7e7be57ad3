package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"time"
)

func get(url string, v any) error {
	req, _ := http.NewRequest("GET", url, nil)
	req.Header.Set("Authorization", "Bearer "+os.Getenv("GITHUB_TOKEN"))
	req.Header.Set("Accept", "application/vnd.github+json")
	r, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer r.Body.Close()
	return json.NewDecoder(r.Body).Decode(v)
}

func main() {
	repo := flag.String("repo", "", "owner/name")
	days := flag.Int("days", 90, "age")
	flag.Parse()
	var branches []struct {
		Name   string
		Commit struct{ URL string }
	}
	get("https://api.github.com/repos/"+*repo+"/branches?per_page=100", &branches)
	cutoff := time.Now().AddDate(0, 0, -*days)
	for _, b := range branches {
		var c struct{ Commit struct{ Author struct{ Name string; Date time.Time } } }
		get(b.Commit.URL, &c)
		if c.Commit.Author.Date.Before(cutoff) {
			fmt.Printf("%s\t%s\t%s\n", b.Name, c.Commit.Author.Date.Format("2006-01-02"), c.Commit.Author.Name)
		}
	}
}
