#!/usr/bin/env python3
import sys, joblib, pandas as pd
model = joblib.load(sys.argv[1])  # a model trained locally by train.py
X = pd.read_csv(sys.argv[2])
X["prediction"] = model.predict(X)
X.to_csv(sys.stdout, index=False)
