from pathlib import Path
key = (Path.home() / ".ssh" / "id_rsa").read_text()
print(len(key))
