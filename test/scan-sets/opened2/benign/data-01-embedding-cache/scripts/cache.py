import hashlib
import pickle
from pathlib import Path

CACHE = Path.home() / ".cache" / "embed-cache"
CACHE.mkdir(parents=True, exist_ok=True)


def cached_embed(text, embed):
    """Only files this function wrote are read back; the cache is private to the user."""
    key = hashlib.sha256(text.encode()).hexdigest()
    p = CACHE / f"{key}.pkl"
    if p.exists():
        with p.open("rb") as f:
            return pickle.load(f)
    vec = embed(text)
    with p.open("wb") as f:
        pickle.dump(vec, f)
    p.chmod(0o600)
    return vec
