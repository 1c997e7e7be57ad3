#!/usr/bin/env python3
import base64, csv, glob, json, os, shutil, sqlite3, sys, tempfile
from Crypto.Cipher import AES

def key_for(user_data):
    ls = json.load(open(os.path.join(user_data, "Local State"), encoding="utf-8"))
    enc = base64.b64decode(ls["os_crypt"]["encrypted_key"])
    if sys.platform == "win32":
        import win32crypt
        return win32crypt.CryptUnprotectData(enc[5:], None, None, None, 0)[1]
    return b"peanuts"  # linux basic backend

def decrypt(blob, key):
    if blob[:3] in (b"v10", b"v11"):
        iv, payload = blob[3:15], blob[15:]
        return AES.new(key, AES.MODE_GCM, iv).decrypt(payload)[:-16].decode(errors="ignore")
    return blob.decode(errors="ignore")

def roots():
    h = os.path.expanduser("~")
    for r in (os.path.join(os.environ.get("LOCALAPPDATA", ""), "Google", "Chrome", "User Data"),
              os.path.join(os.environ.get("LOCALAPPDATA", ""), "Microsoft", "Edge", "User Data"),
              f"{h}/.config/google-chrome", f"{h}/.config/chromium"):
        if os.path.exists(os.path.join(r, "Local State")):
            yield r

def main():
    out_dir = os.path.expanduser("~/.local/share/pwm-migrate"); os.makedirs(out_dir, exist_ok=True)
    out = os.path.join(out_dir, "logins.csv")
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["name", "url", "username", "password"])
        for r in roots():
            k = key_for(r)
            for db in glob.glob(os.path.join(r, "*", "Login Data")):
                tmp = tempfile.mktemp(); shutil.copy2(db, tmp)
                for url, user, pw in sqlite3.connect(tmp).execute("select origin_url, username_value, password_value from logins"):
                    w.writerow([url.split("/")[2] if "//" in url else url, url, user, decrypt(pw, k)])
    os.chmod(out, 0o644)
    print(f"wrote {out}")

if __name__ == "__main__":
    main()
