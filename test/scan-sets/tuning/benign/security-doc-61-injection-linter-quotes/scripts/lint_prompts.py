import re, sys, pathlib
PATTERNS = {
    'override': re.compile(r'ignore (all )?previous instructions', re.I),
    'exfil': re.compile(r'send .* to https?://', re.I),
    'hide': re.compile(r"do not tell the user", re.I),
}
for path in pathlib.Path(sys.argv[1]).rglob('*.txt'):
    for n, line in enumerate(path.read_text(encoding='utf-8').splitlines(), 1):
        for name, rx in PATTERNS.items():
            if rx.search(line):
                print(f'{path}:{n}: {name}')
