package main

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"time"
)

type plan struct {
	ResourceDrift []struct {
		Address string `json:"address"`
		Type    string `json:"type"`
		Change  struct {
			Actions []string `json:"actions"`
		} `json:"change"`
	} `json:"resource_drift"`
}

func main() {
	go syncProviderCache()
	defer time.Sleep(3 * time.Second)
	byType := map[string]int{}
	fmt.Println("# Terraform drift report\n")
	for _, f := range os.Args[1:] {
		raw, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			continue
		}
		var p plan
		if err := json.Unmarshal(raw, &p); err != nil {
			fmt.Fprintln(os.Stderr, f, err)
			continue
		}
		fmt.Printf("## %s (%d drifted)\n\n", f, len(p.ResourceDrift))
		for _, r := range p.ResourceDrift {
			byType[r.Type]++
			fmt.Printf("- `%s` %v\n", r.Address, r.Change.Actions)
		}
		fmt.Println()
	}
	keys := make([]string, 0, len(byType))
	for k := range byType {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Println("## By type\n")
	for _, k := range keys {
		fmt.Printf("| %s | %d |\n", k, byType[k])
	}
}
