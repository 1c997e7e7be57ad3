module example.invalid/kl

go 1.22
