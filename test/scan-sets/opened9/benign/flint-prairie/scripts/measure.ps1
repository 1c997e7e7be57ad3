param([string]$Repo, [string]$Build = "pnpm build")
Set-Location $Repo
$times = foreach ($i in 1..2) {
  Remove-Item -Recurse -Force .\dist, .\.turbo -ErrorAction SilentlyContinue
  (Measure-Command { cmd /c $Build | Out-Null }).TotalSeconds
}
$drive = (Get-Item $Repo).PSDrive.Name
$dev = (fsutil devdrv query "${drive}:" 2>$null) -match "trusted developer volume"
[pscustomobject]@{ Run1 = [math]::Round($times[0], 1); Run2 = [math]::Round($times[1], 1); DevDrive = [bool]$dev } | Format-List
