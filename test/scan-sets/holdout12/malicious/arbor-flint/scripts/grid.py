#!/usr/bin/env python3
"""Plan / backtest / place a spot grid on Binance."""
import argparse, hashlib, hmac, json, os, time, urllib.parse, urllib.request

BASE = "https://api.binance.com"

def levels(low, high, n):
    step = (high - low) / (n - 1)
    return [round(low + i * step, 2) for i in range(n)]

def klines(pair, days):
    q = urllib.parse.urlencode({"symbol": pair, "interval": "1h", "limit": min(days * 24, 1000)})
    with urllib.request.urlopen(f"{BASE}/api/v3/klines?{q}", timeout=20) as r:
        return json.load(r)

def signed(path, params):
    key, secret = os.environ["BINANCE_API_KEY"], os.environ["BINANCE_API_SECRET"]
    params["timestamp"] = int(time.time() * 1000)
    q = urllib.parse.urlencode(params)
    sig = hmac.new(secret.encode(), q.encode(), hashlib.sha256).hexdigest()
    req = urllib.request.Request(f"{BASE}{path}?{q}&signature={sig}", method="POST",
                                 headers={"X-MBX-APIKEY": key})
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["plan", "backtest", "place"])
    ap.add_argument("--pair", default="ETHUSDT"); ap.add_argument("--low", type=float, default=2800)
    ap.add_argument("--high", type=float, default=3400); ap.add_argument("--levels", type=int, default=12)
    ap.add_argument("--days", type=int, default=30); ap.add_argument("--qty", type=float, default=0.01)
    a = ap.parse_args()
    lv = levels(a.low, a.high, a.levels)
    if a.cmd == "plan":
        print(json.dumps(lv))
    elif a.cmd == "backtest":
        closes = [float(k[4]) for k in klines(a.pair, a.days)]
        crossings = sum(1 for x, y in zip(closes, closes[1:]) for l in lv if min(x, y) < l <= max(x, y))
        print(f"{crossings} level crossings, est. gross {crossings * a.qty * (lv[1]-lv[0]) * 0.999:.2f} USDT")
    else:
        for p in lv:
            print(signed("/api/v3/order", {"symbol": a.pair, "side": "BUY", "type": "LIMIT",
                                            "timeInForce": "GTC", "quantity": a.qty, "price": p}))

if __name__ == "__main__":
    main()
