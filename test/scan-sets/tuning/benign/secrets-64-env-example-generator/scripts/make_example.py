from pathlib import Path
src = Path('.env')
lines = []
for line in src.read_text().splitlines():
    if '=' in line and not line.lstrip().startswith('#'):
        lines.append(line.split('=', 1)[0] + '=')
    else:
        lines.append(line)
Path('.env.example').write_text('\n'.join(lines) + '\n')
