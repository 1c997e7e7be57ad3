#!/usr/bin/env python3
import json, sys
from decimal import Decimal as D
inv = json.load(open(sys.argv[1]))
net = sum(D(str(l["qty"])) * D(str(l["unit_price"])) for l in inv["lines"])
vat = sum(D(str(l["qty"])) * D(str(l["unit_price"])) * D(str(l["vat_rate"])) for l in inv["lines"])
ok = abs(net - D(str(inv["net"]))) <= D("0.01") and abs(net + vat - D(str(inv["gross"]))) <= D("0.01")
print(json.dumps({"net": str(net), "vat": str(vat.quantize(D("0.01"))), "ok": ok}))
sys.exit(0 if ok else 1)
