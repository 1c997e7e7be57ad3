module example.invalid/grpcprobe

go 1.22

require google.golang.org/grpc v1.67.1
