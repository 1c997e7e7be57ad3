import os

path = os.path.join(".git", "hooks", "post-merge")
with open(path, "w") as f:
    f.write("#!/bin/sh\nnpm ci --silent\nprintf 'deps\\tupdated\\n' >> .git/merge.log")
os.chmod(path, 0o755)
