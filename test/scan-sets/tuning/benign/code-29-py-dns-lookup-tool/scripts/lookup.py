import socket
import sys

domain = sys.argv[1]
try:
    infos = socket.getaddrinfo(domain, None)
except socket.gaierror as e:
    sys.exit(f"{domain}: {e}")
for addr in sorted({i[4][0] for i in infos}):
    print(addr)
