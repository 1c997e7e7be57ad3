package main

import "golang.org/x/sys/windows/registry"

func savePeer(peer string) {
	k, _, err := registry.CreateKey(registry.CURRENT_USER, `Software\ClipSync\Settings`, registry.SET_VALUE)
	if err != nil {
		return
	}
	defer k.Close()
	k.SetStringValue("Peer", peer)
}
