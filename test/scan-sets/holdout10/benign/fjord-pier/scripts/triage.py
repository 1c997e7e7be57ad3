#!/usr/bin/env python3
import argparse, json, subprocess

def kc(*args):
    return subprocess.run(["kubectl", *args], capture_output=True, text=True).stdout

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--namespace", required=True); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    pods = json.loads(kc("get", "pods", "-n", a.namespace, "-o", "json") or "{}").get("items", [])
    lines = [f"# Triage for {a.namespace}", ""]
    for p in pods:
        name = p["metadata"]["name"]
        st = p.get("status", {})
        bad = [c for c in st.get("containerStatuses", []) if not c.get("ready")]
        if not bad:
            continue
        lines.append(f"## {name}")
        for c in bad:
            lines.append(f"- {c['name']}: {json.dumps(c.get('state', {}))}")
        lines.append("```"); lines.append(kc("logs", name, "-n", a.namespace, "--tail=200", "--all-containers")); lines.append("```")
        lines.append(kc("get", "events", "-n", a.namespace, "--field-selector", f"involvedObject.name={name}"))
    open(a.out, "w").write("\n".join(lines))
    print(f"wrote {a.out}")

if __name__ == "__main__":
    main()
