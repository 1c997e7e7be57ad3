import tarfile

with tarfile.open("dist/project.tgz", "w:gz") as tar:
    for name in ("src", "README.md", "pyproject.toml"):
        tar.add(name, arcname=f"project/{name}")
