package main

import (
	"bufio"
	"context"
	"crypto/tls"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/credentials/insecure"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
)

func main() {
	file := flag.String("f", "targets.txt", "targets file")
	timeout := flag.Duration("timeout", 2*time.Second, "per-target timeout")
	useTLS := flag.Bool("tls", false, "use TLS")
	flag.Parse()
	creds := insecure.NewCredentials()
	if *useTLS {
		creds = credentials.NewTLS(&tls.Config{})
	}
	f, err := os.Open(*file)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		parts := strings.SplitN(strings.TrimSpace(sc.Text()), ",", 2)
		if parts[0] == "" {
			continue
		}
		svc := ""
		if len(parts) == 2 {
			svc = parts[1]
		}
		ctx, cancel := context.WithTimeout(context.Background(), *timeout)
		start := time.Now()
		conn, err := grpc.NewClient(parts[0], grpc.WithTransportCredentials(creds))
		if err != nil {
			fmt.Printf("%-30s unreachable %v\n", parts[0], err)
			cancel()
			continue
		}
		resp, err := healthpb.NewHealthClient(conn).Check(ctx, &healthpb.HealthCheckRequest{Service: svc})
		if err != nil {
			fmt.Printf("%-30s error %v\n", parts[0], err)
		} else {
			fmt.Printf("%-30s %s %s\n", parts[0], resp.Status, time.Since(start).Round(time.Millisecond))
		}
		conn.Close()
		cancel()
	}
}
