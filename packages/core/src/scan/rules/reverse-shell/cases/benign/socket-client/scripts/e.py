import socket
s = socket.create_connection(("127.0.0.1", 7000))
s.sendall(b"ping")
print(s.recv(64))
