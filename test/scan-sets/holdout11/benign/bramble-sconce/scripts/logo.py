import base64, sys
# 1x1 placeholder logo; replace with your own base64 PNG
LOGO_B64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
with open(sys.argv[1] if len(sys.argv) > 1 else "logo.png", "wb") as f:
    f.write(base64.b64decode(LOGO_B64))
print("logo written")
