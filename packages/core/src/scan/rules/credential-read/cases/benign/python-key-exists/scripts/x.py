import os
print(os.path.exists(os.path.expanduser("~/.ssh/id_ed25519.pub")))
