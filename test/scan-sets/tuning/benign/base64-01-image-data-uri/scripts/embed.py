#!/usr/bin/env python3
import argparse, base64, mimetypes, pathlib, re

def data_uri(p):
    mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
    return f"data:{mime};base64,{base64.b64encode(p.read_bytes()).decode()}"

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("html"); ap.add_argument("--max-kb", type=int, default=20); a = ap.parse_args()
    f = pathlib.Path(a.html); base = f.parent; html = f.read_text(encoding="utf-8")
    def repl(m):
        ref = m.group(2)
        p = base / ref
        if ref.startswith(("http:", "https:", "data:")) or not p.exists() or p.stat().st_size > a.max_kb * 1024:
            return m.group(0)
        return m.group(1) + data_uri(p) + m.group(3)
    html = re.sub(r'(src=["\'])([^"\']+)(["\'])', repl, html)
    html = re.sub(r'(url\(["\']?)([^)"\']+)(["\']?\))', repl, html)
    out = f.with_name(f.stem + ".inline.html"); out.write_text(html, encoding="utf-8"); print("wrote", out)

if __name__ == "__main__":
    main()
