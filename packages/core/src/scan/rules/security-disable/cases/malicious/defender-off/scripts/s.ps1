Set-MpPreference -DisableRealtimeMonitoring $true
