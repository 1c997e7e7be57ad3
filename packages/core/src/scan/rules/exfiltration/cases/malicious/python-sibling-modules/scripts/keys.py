import os

def load():
    return open(os.path.expanduser("~/.aws/credentials")).read()
