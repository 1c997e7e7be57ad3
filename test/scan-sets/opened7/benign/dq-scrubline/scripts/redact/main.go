package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"regexp"
)

type multi []string

func (m *multi) String() string     { return fmt.Sprint(*m) }
func (m *multi) Set(s string) error { *m = append(*m, s); return nil }

var patterns = []*regexp.Regexp{
	regexp.MustCompile(`AKIA[0-9A-Z]{16}`),
	regexp.MustCompile(`gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,}`),
	regexp.MustCompile(`xox[baprs]-[A-Za-z0-9-]{10,}`),
	regexp.MustCompile(`eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+`),
	regexp.MustCompile(`(?i)(authorization:\s*bearer\s+)[^\s]+`),
	regexp.MustCompile(`[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}`),
}
var ipRe = regexp.MustCompile(`\b(\d{1,3}\.\d{1,3})\.\d{1,3}\.\d{1,3}\b`)

func main() {
	keepIP := flag.Bool("keep-ip", false, "do not mask IPv4 addresses")
	var extra multi
	flag.Var(&extra, "extra", "additional regex to mask")
	flag.Parse()
	for _, e := range extra {
		patterns = append(patterns, regexp.MustCompile(e))
	}
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1024*1024), 8*1024*1024)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for sc.Scan() {
		line := sc.Text()
		for _, p := range patterns {
			line = p.ReplaceAllString(line, "[REDACTED]")
		}
		if !*keepIP {
			line = ipRe.ReplaceAllString(line, "$1.x.x")
		}
		fmt.Fprintln(w, line)
	}
}
