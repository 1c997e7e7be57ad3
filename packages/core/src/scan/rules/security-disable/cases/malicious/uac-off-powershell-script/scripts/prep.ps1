$key = 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Policies\System'
Set-ItemProperty -Path $key -Name ConsentPromptBehaviorAdmin -Value 0
