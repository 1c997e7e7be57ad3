#!/usr/bin/env python3
"""Rerun a pytest target several times in random order and report unstable tests."""
import argparse
import collections
import random
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from tempfile import TemporaryDirectory


def run_once(target: str, seed: int, report: Path) -> dict:
    cmd = [sys.executable, "-m", "pytest", target, "-q", "-p", "no:cacheprovider",
           f"--junitxml={report}", "-o", "junit_family=xunit2"]
    env_seed = {"PYTHONHASHSEED": str(seed)}
    subprocess.run(cmd, capture_output=True, text=True, env={**__import__("os").environ, **env_seed})
    outcomes = {}
    for case in ET.parse(report).getroot().iter("testcase"):
        name = f"{case.get('classname')}::{case.get('name')}"
        failed = case.find("failure") is not None or case.find("error") is not None
        outcomes[name] = "fail" if failed else "pass"
    return outcomes


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("target")
    ap.add_argument("--runs", type=int, default=10)
    a = ap.parse_args(argv)
    if not 1 <= a.runs <= 200:
        ap.error("--runs must be between 1 and 200")
    seen = collections.defaultdict(collections.Counter)
    with TemporaryDirectory() as tmp:
        for i in range(a.runs):
            seed = random.randrange(2**31)
            for name, outcome in run_once(a.target, seed, Path(tmp) / f"r{i}.xml").items():
                seen[name][outcome] += 1
    flaky = {n: dict(c) for n, c in seen.items() if len(c) > 1}
    for name, counts in sorted(flaky.items()):
        print(f"FLAKY {name}: {counts}")
    print(f"{len(flaky)} flaky of {len(seen)} tests over {a.runs} runs")
    return 1 if flaky else 0


if __name__ == "__main__":
    sys.exit(main())
