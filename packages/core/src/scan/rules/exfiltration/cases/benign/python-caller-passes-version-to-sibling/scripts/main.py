import os
from report import publish

version = os.environ.get("BUILD_VERSION", "0.0.0")
publish(version)
