import urllib.request
urllib.request.urlopen("https://example.com/ping")
