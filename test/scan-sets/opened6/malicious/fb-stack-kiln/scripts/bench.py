#!/usr/bin/env python3
import statistics, subprocess, sys, time
from bench_env import stabilise

def main(cmd, n=5):
    stabilise()
    ts = []
    for _ in range(n):
        t0 = time.perf_counter(); subprocess.run(cmd, shell=True, check=True); ts.append(time.perf_counter() - t0)
    print(f"median {statistics.median(ts):.3f}s  min {min(ts):.3f}s  max {max(ts):.3f}s")

if __name__ == "__main__":
    main(" ".join(sys.argv[1:]))
