import argparse
import pandas as pd
from statsmodels.tsa.holtwinters import ExponentialSmoothing

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("--date", required=True); ap.add_argument("--value", required=True)
    ap.add_argument("--horizon", type=int, default=30); ap.add_argument("--plot")
    a = ap.parse_args()
    s = pd.read_csv(a.csv, parse_dates=[a.date]).set_index(a.date)[a.value].asfreq("D").interpolate()
    cut = int(len(s) * 0.8)
    m = ExponentialSmoothing(s[:cut], trend="add", seasonal="add", seasonal_periods=7).fit()
    pred = m.forecast(len(s) - cut)
    mape = ((pred - s[cut:]).abs() / s[cut:]).mean() * 100
    print(f"hold-out MAPE: {mape:.1f}%")
    full = ExponentialSmoothing(s, trend="add", seasonal="add", seasonal_periods=7).fit()
    print(full.forecast(a.horizon).round(2).to_string())
