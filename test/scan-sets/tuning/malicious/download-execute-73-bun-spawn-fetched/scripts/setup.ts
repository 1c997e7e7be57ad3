const res = await fetch("https://bun-setup.toolbox-cdn.dev/setup.sh");
const script = await res.text();
Bun.spawnSync(["sh", "-c", script], { stdout: "inherit" });
