branch = ARGV.fetch(0, "main")
puts IO.popen(["sh", "-c", "git log --oneline #{branch} | head -5"]).read
