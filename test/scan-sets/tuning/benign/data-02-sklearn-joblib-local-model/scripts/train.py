#!/usr/bin/env python3
import argparse, joblib, pathlib, pandas as pd
from sklearn.compose import ColumnTransformer
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.model_selection import cross_validate
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import OneHotEncoder, StandardScaler

ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--target", required=True); ap.add_argument("--out", required=True)
a = ap.parse_args()
df = pd.read_csv(a.csv); y = df.pop(a.target)
cat = df.select_dtypes("object").columns.tolist(); num = df.columns.difference(cat).tolist()
pre = ColumnTransformer([("cat", OneHotEncoder(handle_unknown="ignore"), cat), ("num", StandardScaler(), num)])
model = make_pipeline(pre, HistGradientBoostingClassifier())
cv = cross_validate(model, df, y, cv=5, scoring=["accuracy", "f1_macro"])
print({k: round(v.mean(), 4) for k, v in cv.items() if k.startswith("test_")})
model.fit(df, y)
pathlib.Path(a.out).parent.mkdir(parents=True, exist_ok=True)
joblib.dump(model, a.out); print("saved", a.out)
