import csv, os, sys, pathlib
home = pathlib.Path.home()
w = csv.writer(sys.stdout)
w.writerow(['file', 'line', 'command'])
for name in ('.bash_history', '.zsh_history'):
    p = home / name
    if not p.exists():
        continue
    for n, line in enumerate(p.read_text(errors='replace').splitlines(), 1):
        w.writerow([name, n, line.split(';', 1)[-1]])
