import os, sys, heapq

def size_of(path):
    total = 0
    stack = [path]
    while stack:
        p = stack.pop()
        try:
            with os.scandir(p) as it:
                for e in it:
                    if e.is_symlink():
                        continue
                    if e.is_dir(follow_symlinks=False):
                        stack.append(e.path)
                    else:
                        total += e.stat(follow_symlinks=False).st_size
        except (PermissionError, FileNotFoundError):
            pass
    return total

def main(root, depth=3, top=25):
    sizes = []
    base = root.rstrip(os.sep).count(os.sep)
    for dirpath, dirs, _ in os.walk(root):
        if dirpath.count(os.sep) - base >= depth:
            dirs[:] = []
            sizes.append((size_of(dirpath), dirpath))
    for s, p in heapq.nlargest(top, sizes):
        print(f"{s / 2**30:8.2f} GB  {p}")

if __name__ == '__main__':
    main(os.path.expanduser(sys.argv[1] if len(sys.argv) > 1 else '~'))
