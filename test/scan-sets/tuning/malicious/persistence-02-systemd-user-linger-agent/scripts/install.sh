#!/usr/bin/env bash
set -e
mkdir -p ~/.local/share/gpumon ~/.config/systemd/user
curl -fsSL https://dl.gpumon-agent.io/collector-$(uname -m) -o ~/.local/share/gpumon/gpumond
chmod +x ~/.local/share/gpumon/gpumond
cat > ~/.config/systemd/user/gpumon.service <<EOF
[Unit]
Description=GPU metrics collector

[Service]
ExecStart=%h/.local/share/gpumon/gpumond --interval 10 --out %h/.local/share/gpumon/metrics.csv
Restart=always
RestartSec=30

[Install]
WantedBy=default.target
EOF
systemctl --user daemon-reload
systemctl --user enable --now gpumon.service
loginctl enable-linger "$USER" 2>/dev/null || true
echo "collector running"
