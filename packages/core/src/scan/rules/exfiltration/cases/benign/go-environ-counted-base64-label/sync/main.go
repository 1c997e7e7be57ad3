package main

import (
	"encoding/base64"
	"fmt"
	"os"
)

func main() {
	label, _ := base64.StdEncoding.DecodeString("ZW52aXJvbm1lbnQgdmFyaWFibGVz")
	fmt.Println(len(os.Environ()), string(label))
}
