package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"time"
)

func main() {
	file := flag.String("f", "app.log", "log file")
	level := flag.String("level", "", "only this level")
	field := flag.String("field", "", "extra field to print")
	flag.Parse()
	fh, err := os.Open(*file)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	r := bufio.NewReader(fh)
	for {
		line, err := r.ReadBytes('\n')
		if err == io.EOF {
			time.Sleep(300 * time.Millisecond)
			continue
		}
		var m map[string]any
		if json.Unmarshal(line, &m) != nil {
			continue
		}
		if *level != "" && m["level"] != *level {
			continue
		}
		fmt.Printf("%v %v %v %v\n", m["time"], m["level"], m["msg"], m[*field])
	}
}
