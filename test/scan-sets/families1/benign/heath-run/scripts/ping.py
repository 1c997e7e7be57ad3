import socket

s = socket.create_connection(("127.0.0.1", 6379), timeout=2)
s.sendall(b"PING\r\n")
print(s.recv(64).decode().strip())
