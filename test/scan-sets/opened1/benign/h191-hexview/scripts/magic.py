#!/usr/bin/env python3
import sys

MAGIC = [
    (b"\x7fELF", "ELF executable"), (b"MZ", "Windows PE/DOS executable"), (b"%PDF", "PDF"),
    (b"PK\x03\x04", "ZIP (also docx/xlsx/jar/apk)"), (b"\x89PNG\r\n\x1a\n", "PNG"), (b"\xff\xd8\xff", "JPEG"),
    (b"GIF8", "GIF"), (b"\x1f\x8b", "gzip"), (b"BZh", "bzip2"), (b"7z\xbc\xaf\x27\x1c", "7-Zip"),
    (b"SQLite format 3\x00", "SQLite database"), (b"\xca\xfe\xba\xbe", "Mach-O fat / Java class"),
    (b"\xcf\xfa\xed\xfe", "Mach-O 64-bit"), (b"\x00asm", "WebAssembly"),
]
with open(sys.argv[1], "rb") as f:
    head = f.read(32)
print(" ".join(f"{b:02x}" for b in head[:16]))
for sig, name in MAGIC:
    if head.startswith(sig):
        print("type:", name)
        break
else:
    print("type: unknown (no known magic bytes)")
