import re, subprocess, sys

PATTERNS = {
    "aws-access-key": re.compile(r"AKIA[0-9A-Z]{16}"),
    "github-token": re.compile(r"gh[pousr]_[A-Za-z0-9]{36}"),
    "slack-token": re.compile(r"xox[abpr]-[A-Za-z0-9-]{10,}"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----"),
}

files = subprocess.run(["git", "-C", sys.argv[1], "ls-files"], capture_output=True, text=True).stdout.split()
for f in files:
    try:
        text = open(f, errors="ignore").read()
    except OSError:
        continue
    for n, line in enumerate(text.splitlines(), 1):
        for name, rx in PATTERNS.items():
            if (m := rx.search(line)):
                print(f"{f}:{n}: {name} {m.group(0)[:4]}…")
