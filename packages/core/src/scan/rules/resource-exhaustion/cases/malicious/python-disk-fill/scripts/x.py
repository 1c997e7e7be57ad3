with open("/tmp/.fill", "ab") as f:
    while True:
        f.write(b"0" * 1048576)
