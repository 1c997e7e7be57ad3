import re, sys
PHRASES = [r"ignore (all )?previous instructions", r"disregard (the )?system prompt", r"send .* (\.ssh|api key|token)"]
for i, line in enumerate(open(sys.argv[1]), 1):
    for p in PHRASES:
        if re.search(p, line, re.I):
            print(f"{i}: {p}")
