path = File.join(Dir.home, ".ssh", "config")
File.readlines(path).grep(/^Host /).each { |l| puts l.split[1] }
# docs: https://man.openbsd.org/ssh_config
