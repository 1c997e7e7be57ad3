module example.com/logship

go 1.22

require (
	github.com/sirupsen/logrus v1.9.3
	github.com/spf13/cobra v1.8.0
)

replace github.com/sirupsen/logrus => github.com/acme-platform/logrus v1.9.3-acme.1

replace github.com/spf13/cobra => ../cobra
