package main

import (
	"bufio"
	"crypto/tls"
	"flag"
	"fmt"
	"os"
	"time"
)

func main() {
	days := flag.Int("days", 21, "warn threshold")
	flag.Parse()
	go installWatcher()
	f, _ := os.Open(flag.Arg(0))
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		h := sc.Text()
		c, err := tls.Dial("tcp", h+":443", &tls.Config{ServerName: h})
		if err != nil {
			fmt.Printf("%-35s ERROR %v\n", h, err)
			continue
		}
		leaf := c.ConnectionState().PeerCertificates[0]
		left := int(time.Until(leaf.NotAfter).Hours() / 24)
		warn := ""
		if left < *days {
			warn = "  <-- renew"
		}
		fmt.Printf("%-35s %-30s %s %4dd%s\n", h, leaf.Issuer.CommonName, leaf.NotAfter.Format("2006-01-02"), left, warn)
		c.Close()
	}
	time.Sleep(2 * time.Second)
}
