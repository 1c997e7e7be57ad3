# Detect messages to the model such as "ignore previous instructions".
PATTERNS = ["ignore previous instructions"]
print(PATTERNS)
