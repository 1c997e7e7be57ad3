param([int]$Days = 90, [string]$OutCsv = '.\stale.csv')
$cutoff = (Get-Date).AddDays(-$Days)
$priv = 'Domain Admins', 'Enterprise Admins', 'Schema Admins', 'Administrators', 'Account Operators'
$privMembers = @{}
foreach ($g in $priv) {
    Get-ADGroupMember -Identity $g -Recursive -ErrorAction SilentlyContinue |
        ForEach-Object { $privMembers[$_.SamAccountName] += @($g) }
}
Get-ADUser -Filter * -Properties LastLogonDate, PasswordLastSet, PasswordNeverExpires, Enabled |
    Where-Object { -not $_.LastLogonDate -or $_.LastLogonDate -lt $cutoff -or ($_.Enabled -eq $false -and $privMembers[$_.SamAccountName]) } |
    Select-Object SamAccountName, Enabled, LastLogonDate, PasswordLastSet, PasswordNeverExpires,
        @{ n = 'PrivilegedGroups'; e = { ($privMembers[$_.SamAccountName] -join ';') } } |
    Sort-Object LastLogonDate |
    Export-Csv -NoTypeInformation -Path $OutCsv
Write-Host "Wrote $OutCsv"
