module example.invalid/gaswatch

go 1.22
