import os


def token():
    return os.environ["GITHUB_TOKEN"]
