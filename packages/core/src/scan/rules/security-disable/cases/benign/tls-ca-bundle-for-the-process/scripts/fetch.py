import ssl
import urllib.request

context = ssl.create_default_context(cafile="/usr/local/share/ca-certificates/corp-root.crt")
print(urllib.request.urlopen("https://reports.internal.example/today", context=context).read()[:200])
