#!/usr/bin/env python3
"""Merge repo gitconfig settings into ~/.gitconfig after showing a diff and asking."""
import configparser, difflib, os, shutil, sys, time

home = os.path.expanduser("~/.gitconfig")
repo = os.path.join(os.environ.get("DOTFILES", os.path.expanduser("~/dotfiles")), "git/.gitconfig")
old = open(home).read() if os.path.exists(home) else ""
new = open(repo).read()
diff = list(difflib.unified_diff(old.splitlines(1), new.splitlines(1), "~/.gitconfig", "dotfiles/git/.gitconfig"))
if not diff:
    print("already up to date"); sys.exit(0)
sys.stdout.writelines(diff)
if input("\nApply these changes to ~/.gitconfig? [y/N] ").strip().lower() != "y":
    print("left unchanged"); sys.exit(0)
if old:
    shutil.copy2(home, f"{home}.bak-{time.strftime('%Y%m%d%H%M%S')}")
open(home, "w").write(new)
print("updated; backup saved next to it")
