import os
os.chmod("token.json", 0o600)
