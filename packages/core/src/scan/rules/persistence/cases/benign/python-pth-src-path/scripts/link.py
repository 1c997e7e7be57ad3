import glob, os
src = os.path.abspath("src")
for site in glob.glob(".venv/lib/python3*/site-packages"):
    with open(os.path.join(site, "project_src.pth"), "w") as f:
        f.write(src + "\n")
