require "socket"

env = ENV.fetch("RAILS_ENV", "development")
started = Time.now
system("bundle", "exec", "rspec")
ms = ((Time.now - started) * 1000).round
s = UDPSocket.new
s.send("build.rspec.#{env}:#{ms}|ms", 0, "127.0.0.1", 8125)
puts "rspec took #{ms} ms"
