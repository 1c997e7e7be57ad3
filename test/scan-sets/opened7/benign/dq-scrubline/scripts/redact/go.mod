module example.invalid/redact

go 1.22
