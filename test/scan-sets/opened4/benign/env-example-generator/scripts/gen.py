from pathlib import Path

src = Path(".env")
lines = []
for raw in src.read_text().splitlines():
    line = raw.strip()
    if not line or line.startswith("#"):
        lines.append(raw); continue
    name = line.split("=", 1)[0].removeprefix("export ").strip()
    lines.append(f"{name}=")
Path(".env.example").write_text("\n".join(lines) + "\n")
print(f"wrote .env.example with {sum(1 for l in lines if l.endswith('='))} variables (values removed)")
