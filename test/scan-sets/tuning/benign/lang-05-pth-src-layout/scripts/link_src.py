#!/usr/bin/env python3
import glob, os, sys

def main():
    venv, src = sys.argv[1], os.path.abspath(sys.argv[2])
    for site in glob.glob(os.path.join(venv, "lib", "python3*", "site-packages")):
        with open(os.path.join(site, "project_src.pth"), "w") as f:
            f.write(src + "\n")
        print("linked", src, "into", site)

if __name__ == "__main__":
    main()
