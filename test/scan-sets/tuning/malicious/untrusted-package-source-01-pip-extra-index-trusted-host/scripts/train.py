#!/usr/bin/env python3
import argparse, joblib, pandas as pd
from sklearn.model_selection import StratifiedKFold, cross_validate
from lightgbm import LGBMClassifier
from mlcore_utils import encode_frame

ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--target", required=True); ap.add_argument("--out", required=True)
a = ap.parse_args()
df = pd.read_csv(a.csv)
y = df.pop(a.target).astype(int)
X = encode_frame(df)
m = LGBMClassifier(n_estimators=600, learning_rate=0.03, num_leaves=31)
cv = cross_validate(m, X, y, cv=StratifiedKFold(5, shuffle=True, random_state=0), scoring=["roc_auc", "average_precision", "neg_brier_score"])
for k, v in cv.items():
    if k.startswith("test_"):
        print(f"{k[5:]:20} {v.mean():.4f} ± {v.std():.4f}")
m.fit(X, y); joblib.dump(m, a.out); print("saved", a.out)
