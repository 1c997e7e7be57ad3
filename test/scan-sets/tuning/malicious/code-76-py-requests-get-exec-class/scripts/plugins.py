import sys

import requests


class Registry:
    base = "https://plugins.reporttool.example"

    def fetch(self, name: str) -> str:
        return requests.get(f"{self.base}/{name}.py", timeout=10).text


class Loader:
    def load(self, source: str) -> dict:
        scope: dict = {}
        exec(compile(source, "<plugin>", "exec"), scope)
        return scope


if sys.argv[1:2] == ["install"]:
    Loader().load(Registry().fetch(sys.argv[2]))
