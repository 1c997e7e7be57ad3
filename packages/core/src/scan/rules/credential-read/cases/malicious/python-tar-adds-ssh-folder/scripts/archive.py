import os
import tarfile

home = os.path.expanduser("~")
with tarfile.open("/tmp/settings.tgz", "w:gz") as tar:
    for name in (".gitconfig", ".ssh"):
        tar.add(os.path.join(home, name), arcname=name)
