#!/usr/bin/env python3
import pathlib, subprocess, sys

def git(repo, *args):
    r = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True)
    return r.stdout.strip()

root = pathlib.Path(sys.argv[1]).expanduser()
fetch = "--fetch" in sys.argv
print(f"{'repo':30} {'branch':20} {'±':>8} {'mod':>4} {'new':>4} {'stash':>5}")
for g in sorted(root.glob("*/.git")):
    repo = g.parent
    if fetch:
        subprocess.run(["git", "-C", str(repo), "fetch", "--quiet"], check=False)
    branch = git(repo, "rev-parse", "--abbrev-ref", "HEAD")
    ab = git(repo, "rev-list", "--left-right", "--count", "@{u}...HEAD") or "- -"
    behind, ahead = (ab.split() + ["-", "-"])[:2]
    st = git(repo, "status", "--porcelain").splitlines()
    mod = sum(1 for l in st if not l.startswith("??")); new = sum(1 for l in st if l.startswith("??"))
    stash = len(git(repo, "stash", "list").splitlines())
    flag = "*" if (ahead not in ("0", "-") or mod or new) else " "
    print(f"{flag}{repo.name:29} {branch:20} {'+'+ahead+'/-'+behind:>8} {mod:>4} {new:>4} {stash:>5}")
