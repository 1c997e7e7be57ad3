import os
lines = [".env", ".env.*", "!.env.example", "*.pem", "id_rsa*", ".DS_Store"]
if os.path.exists("package.json"): lines += ["node_modules/", "dist/"]
if os.path.exists("pyproject.toml") or os.path.exists("requirements.txt"): lines += [".venv/", "__pycache__/"]
if os.path.exists("go.mod"): lines += ["bin/"]
open(".gitignore", "a").write("\n".join(lines) + "\n")
