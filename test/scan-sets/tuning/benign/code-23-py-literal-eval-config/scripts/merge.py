import ast
import sys
from pathlib import Path

merged = {}
for p in sys.argv[1:]:
    merged.update(ast.literal_eval(Path(p).read_text()))
print(repr(merged))
