import hashlib, pickle, pathlib, sys
from sentence_transformers import SentenceTransformer

CACHE = pathlib.Path(".cache/embeddings.pkl")

def load():
    # the cache is written only by this script, in the user's own project directory
    if CACHE.exists():
        with CACHE.open("rb") as f:
            return pickle.load(f)
    return {}

def save(c):
    CACHE.parent.mkdir(exist_ok=True)
    with CACHE.open("wb") as f:
        pickle.dump(c, f)

model = SentenceTransformer("all-MiniLM-L6-v2")
cache = load()
for p in pathlib.Path(sys.argv[1]).rglob("*.md"):
    t = p.read_text()
    h = hashlib.sha256(t.encode()).hexdigest()
    if h not in cache:
        cache[h] = model.encode(t)
save(cache)
print(len(cache), "embeddings cached")
