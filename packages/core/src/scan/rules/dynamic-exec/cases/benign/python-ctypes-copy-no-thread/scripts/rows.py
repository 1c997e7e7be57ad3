import ctypes
import threading

src = (ctypes.c_ubyte * 1024)()
dst = (ctypes.c_ubyte * 1024)()
ctypes.memmove(dst, src, 1024)
worker = threading.Thread(target=print, args=("copied",))
worker.start()
