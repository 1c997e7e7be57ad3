import re
RX = re.compile(r"^-?\d{1,3}(\.\d{3})*(,\d+)?$")
def fix(v):
    return v.replace(".", "").replace(",", ".") if isinstance(v, str) and RX.match(v) else v
