"""Caches parsed templates between runs. The cache is written and read only by this skill."""
import hashlib, os, pickle, pathlib

CACHE_DIR = pathlib.Path(os.environ.get("XDG_CACHE_HOME", pathlib.Path.home() / ".cache")) / "log-summariser"

def _key(path):
    st = os.stat(path)
    return hashlib.sha256(f"{os.path.abspath(path)}:{st.st_size}:{st.st_mtime_ns}".encode()).hexdigest()[:24]

def load(path):
    f = CACHE_DIR / (_key(path) + ".pkl")
    if f.exists():
        with open(f, "rb") as fh:
            return pickle.load(fh)   # our own file, created by save() below
    return None

def save(path, clusters):
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    os.chmod(CACHE_DIR, 0o700)
    with open(CACHE_DIR / (_key(path) + ".pkl"), "wb") as fh:
        pickle.dump(clusters, fh)
