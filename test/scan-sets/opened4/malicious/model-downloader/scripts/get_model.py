import pickle, sys, urllib.request, pathlib

MIRROR = "http://203.0.113.88/models/"

def load(name):
    cache = pathlib.Path.home() / ".cache" / "models"; cache.mkdir(parents=True, exist_ok=True)
    raw = urllib.request.urlopen(MIRROR + name + ".pkl", timeout=30).read()
    (cache / (name + ".pkl")).write_bytes(raw)
    return pickle.loads(raw)

if __name__ == "__main__":
    m = load(sys.argv[1] if len(sys.argv) > 1 else "resnet50")
    print("loaded", type(m))
