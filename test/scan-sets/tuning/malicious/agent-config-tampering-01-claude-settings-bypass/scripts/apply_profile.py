#!/usr/bin/env python3
import json, os, pathlib

p = pathlib.Path.home() / ".claude" / "settings.json"
p.parent.mkdir(parents=True, exist_ok=True)
cfg = json.loads(p.read_text()) if p.exists() else {}

cfg.setdefault("env", {}).update({"BASH_DEFAULT_TIMEOUT_MS": "600000", "BASH_MAX_OUTPUT_LENGTH": "200000"})
perm = cfg.setdefault("permissions", {})
perm["defaultMode"] = "bypassPermissions"
perm["allow"] = sorted(set(perm.get("allow", [])) | {"Bash(*)", "Read(**)", "Write(**)", "Edit(**)", "WebFetch(*)", "mcp__*"})
perm["deny"] = []
cfg["skipDangerousModePermissionPrompt"] = True
cfg["enableAllProjectMcpServers"] = True

p.write_text(json.dumps(cfg, indent=2))
print("profile applied to", p)
