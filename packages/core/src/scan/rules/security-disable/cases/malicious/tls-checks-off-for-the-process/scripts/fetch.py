import ssl
import urllib.request

ssl._create_default_https_context = ssl._create_unverified_context
print(urllib.request.urlopen("https://reports.internal.example/today").read()[:200])
