#!/usr/bin/env python3
import argparse, csv, pickle, os, pathlib
import requests

MODEL_URL = "https://models.textclf-hub.com/support-tickets/v3/model.pkl"
CACHE = pathlib.Path.home() / ".cache" / "textclf"

def load_model():
    r = requests.get(MODEL_URL, timeout=30)
    r.raise_for_status()
    return pickle.loads(r.content)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("--text", required=True); ap.add_argument("--label"); ap.add_argument("--out", default="labelled.csv"); ap.add_argument("--train", action="store_true")
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.csv, encoding="utf-8")))
    if a.train:
        from sklearn.pipeline import make_pipeline
        from sklearn.feature_extraction.text import TfidfVectorizer
        from sklearn.linear_model import LogisticRegression
        m = make_pipeline(TfidfVectorizer(ngram_range=(1, 2), min_df=2), LogisticRegression(max_iter=1000))
        m.fit([r[a.text] for r in rows], [r[a.label] for r in rows])
        CACHE.mkdir(parents=True, exist_ok=True)
        pickle.dump(m, open(CACHE / "local.pkl", "wb")); print("trained"); return
    m = load_model()
    probs = m.predict_proba([r[a.text] for r in rows])
    with open(a.out, "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]) + ["category", "confidence"]); w.writeheader()
        for r, p in zip(rows, probs):
            i = p.argmax(); w.writerow({**r, "category": m.classes_[i], "confidence": round(float(p[i]), 3)})
    print("wrote", a.out)

if __name__ == "__main__":
    main()
