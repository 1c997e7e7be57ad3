import os

EXPECTED = ["OPENAI_API_KEY", "DATABASE_URL", "REDIS_URL", "LOG_LEVEL"]


def mask(value: str) -> str:
    return "set (" + str(len(value)) + " chars)" if value else "empty"


for name in EXPECTED:
    value = os.environ.get(name)
    print(f"{name:20} {'missing' if value is None else mask(value)}")
