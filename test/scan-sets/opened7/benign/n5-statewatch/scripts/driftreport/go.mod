module example.invalid/driftreport

go 1.22
