param([string] $Org, [string] $Project)
$auth = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes(":$($env:AZURE_DEVOPS_PAT)"))
$headers = @{ Authorization = "Basic $auth" }
$uri = "https://dev.azure.com/$Org/$Project/_apis/build/builds?api-version=7.0"
(Invoke-RestMethod -Uri $uri -Headers $headers).value | Select-Object -First 10 buildNumber, result
