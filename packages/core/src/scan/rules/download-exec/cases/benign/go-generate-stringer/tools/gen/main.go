//go:generate go run golang.org/x/tools/cmd/stringer@v0.26.0 -type=Color
package main

type Color int

const (
	Red Color = iota
	Green
)
