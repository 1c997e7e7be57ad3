module example.invalid/certwatch

go 1.22
