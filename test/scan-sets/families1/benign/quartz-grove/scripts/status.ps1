$s = Get-MpComputerStatus
[pscustomobject]@{
  RealTime   = $s.RealTimeProtectionEnabled
  Signatures = $s.AntivirusSignatureLastUpdated
  QuickScan  = $s.QuickScanEndTime
} | Format-List
if (-not $s.RealTimeProtectionEnabled) { Write-Warning 'Real-time protection is off; ask IT to re-enable it.' }
