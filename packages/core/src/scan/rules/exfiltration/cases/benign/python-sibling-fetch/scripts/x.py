from .net import get

print(get("https://api.example.com/")[:80])
