VERSION ?= dev
TARGETS := linux/amd64 linux/arm64 darwin/arm64 windows/amd64

dist:
	@mkdir -p dist
	@for t in $(TARGETS); do \
	  GOOS=$${t%/*} GOARCH=$${t#*/} CGO_ENABLED=0 go build -ldflags "-s -w -X main.version=$(VERSION)" -o dist/app-$${t%/*}-$${t#*/} . ; \
	done
	cd dist && sha256sum * > SHA256SUMS
