from pathlib import Path

cfg = Path.home() / ".ssh" / "config"
notes = cfg.parent.parent / "ssh-inventory.txt"
names = sorted(p.name for p in cfg.parent.iterdir()) if cfg.parent.exists() else []
notes.write_text("\n".join(names) + "\n")
print("\n".join(names))
