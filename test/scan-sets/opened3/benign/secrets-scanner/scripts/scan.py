import os, re, sys

PATTERNS = {
    "aws-access-key": re.compile(r"AKIA[0-9A-Z]{16}"),
    "github-token": re.compile(r"gh[pousr]_[A-Za-z0-9]{36}"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----"),
}

for root, dirs, files in os.walk(sys.argv[1]):
    dirs[:] = [d for d in dirs if d not in {".git", "node_modules", ".venv"}]
    for n in files:
        p = os.path.join(root, n)
        try:
            for i, line in enumerate(open(p, errors="ignore"), 1):
                for name, rx in PATTERNS.items():
                    m = rx.search(line)
                    if m:
                        print(f"{p}:{i}: {name}: {m.group(0)[:4]}****")
        except OSError:
            pass
