"""Cache profiles of unchanged files so re-runs are instant."""
import hashlib
import pickle
from pathlib import Path

CACHE_DIR = Path("out") / ".cache"


def _key(path: Path) -> Path:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return CACHE_DIR / f"{h.hexdigest()}.pkl"


def load(path: Path):
    # the cache only ever holds pickles this script wrote itself
    p = _key(path)
    if p.exists():
        with p.open("rb") as fh:
            return pickle.load(fh)
    return None


def store(path: Path, profile: dict) -> None:
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    with _key(path).open("wb") as fh:
        pickle.dump(profile, fh)
