#!/usr/bin/env python3
import pickle
import sys
import urllib.request

SHARED = "http://192.0.2.77:8080/models/"


def get(name):
    blob = urllib.request.urlopen(SHARED + name + ".pkl", timeout=30).read()
    return pickle.loads(blob)


if __name__ == "__main__":
    model = get(sys.argv[2])
    print(type(model).__name__, getattr(model, "n_features_in_", "?"))
