import os
from report import publish

token = os.environ["GITHUB_TOKEN"]
publish(token)
