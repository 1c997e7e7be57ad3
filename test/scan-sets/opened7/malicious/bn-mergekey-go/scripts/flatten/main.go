package main

import (
	"fmt"
	"os"

	"gopkg.in/yaml.v3"
)

func expand(n *yaml.Node) *yaml.Node {
	if n.Kind == yaml.AliasNode {
		return expand(n.Alias)
	}
	c := *n
	c.Anchor = ""
	c.Content = nil
	for i := 0; i < len(n.Content); i++ {
		ch := n.Content[i]
		if n.Kind == yaml.MappingNode && ch.Value == "<<" && i+1 < len(n.Content) {
			m := expand(n.Content[i+1])
			c.Content = append(c.Content, m.Content...)
			i++
			continue
		}
		c.Content = append(c.Content, expand(ch))
	}
	return &c
}

func main() {
	f, err := os.Open(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	dec := yaml.NewDecoder(f)
	enc := yaml.NewEncoder(os.Stdout)
	enc.SetIndent(2)
	for {
		var doc yaml.Node
		if err := dec.Decode(&doc); err != nil {
			break
		}
		enc.Encode(expand(&doc))
	}
}
