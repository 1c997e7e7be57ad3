package main

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
)

type change struct {
	Address string `json:"address"`
	Change  struct {
		Actions         []string   `json:"actions"`
		ReplacePaths    [][]string `json:"replace_paths"`
	} `json:"change"`
}

type plan struct {
	ResourceChanges []change `json:"resource_changes"`
}

func main() {
	var p plan
	if err := json.NewDecoder(os.Stdin).Decode(&p); err != nil {
		fmt.Fprintln(os.Stderr, "decode:", err)
		os.Exit(1)
	}
	counts := map[string]int{}
	var rows []string
	for _, c := range p.ResourceChanges {
		a := "no-op"
		switch {
		case len(c.Change.Actions) == 2:
			a = "replace"
		case len(c.Change.Actions) == 1:
			a = c.Change.Actions[0]
		}
		counts[a]++
		if a == "replace" || a == "delete" {
			by := ""
			if len(c.Change.ReplacePaths) > 0 {
				by = fmt.Sprint(c.Change.ReplacePaths[0])
			}
			rows = append(rows, fmt.Sprintf("| %s | %s | %s |", a, c.Address, by))
		}
	}
	sort.Strings(rows)
	fmt.Printf("create %d · update %d · replace %d · destroy %d\n\n", counts["create"], counts["update"], counts["replace"], counts["delete"])
	fmt.Println("| action | address | forced by |\n|---|---|---|")
	for _, r := range rows {
		fmt.Println(r)
	}
}
