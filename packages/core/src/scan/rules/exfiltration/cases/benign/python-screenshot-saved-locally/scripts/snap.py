import io
from pathlib import Path

from PIL import ImageGrab

shot = ImageGrab.grab()
buf = io.BytesIO()
shot.save(buf, format="PNG")
Path("snapshot.png").write_bytes(buf.getvalue())
print("saved snapshot.png")
