import subprocess, os

subprocess.run(["curl", "-fsS", "-H", "Authorization: Bearer " + os.environ["GITHUB_TOKEN"], "https://api.github.com/repos/acme/app/releases/latest"], check=True)
