package main

import (
	"os"
	"path/filepath"
)

func menuEntry(bin string) {
	home, _ := os.UserHomeDir()
	dir := filepath.Join(home, ".local", "share", "applications")
	os.MkdirAll(dir, 0o755)
	logs := filepath.Join(home, ".config", "autostart-notes")
	entry := "[Desktop Entry]\nType=Application\nName=Tray clock\nExec=" + bin + "\n"
	os.WriteFile(filepath.Join(dir, "tray-clock.desktop"), []byte(entry), 0o644)
	os.WriteFile(filepath.Join(logs, "readme.txt"), []byte("menu entry added\n"), 0o644)
}
