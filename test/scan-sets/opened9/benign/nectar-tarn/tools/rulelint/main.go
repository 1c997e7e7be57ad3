//go:generate go run golang.org/x/tools/cmd/stringer@v0.24.0 -type=check
package main

import (
	"fmt"
	"os"
	"regexp"
	"strings"

	"gopkg.in/yaml.v3"
)

type rule struct {
	Alert       string            `yaml:"alert"`
	Expr        string            `yaml:"expr"`
	For         string            `yaml:"for"`
	Labels      map[string]string `yaml:"labels"`
	Annotations map[string]string `yaml:"annotations"`
}
type file struct {
	Groups []struct {
		Name  string `yaml:"name"`
		Rules []rule `yaml:"rules"`
	} `yaml:"groups"`
}

type check int

const (
	missingFor check = iota
	badSummary
)

var rateRe = regexp.MustCompile(`\b(rate|irate|increase)\(`)

func main() {
	seen := map[string]string{}
	for _, p := range os.Args[1:] {
		b, err := os.ReadFile(p)
		if err != nil {
			fmt.Println(p, err)
			continue
		}
		var f file
		if err := yaml.Unmarshal(b, &f); err != nil {
			fmt.Printf("%s: %v\n", p, err)
			continue
		}
		for _, g := range f.Groups {
			for _, r := range g.Rules {
				if r.Alert == "" {
					continue
				}
				if prev, ok := seen[r.Alert]; ok {
					fmt.Printf("%s: duplicate alert %s (also in %s)\n", p, r.Alert, prev)
				}
				seen[r.Alert] = p
				if rateRe.MatchString(r.Expr) && r.For == "" {
					fmt.Printf("%s: %s uses rate() without for:\n", p, r.Alert)
				}
				if !strings.Contains(r.Annotations["summary"], "$labels") {
					fmt.Printf("%s: %s summary has no $labels reference\n", p, r.Alert)
				}
			}
		}
	}
}
