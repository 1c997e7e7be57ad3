using System.Diagnostics;

var psi = new ProcessStartInfo
{
    FileName = "dotnet",
    Arguments = "test --collect:\"XPlat Code Coverage\"",
    UseShellExecute = false,
};
using var p = Process.Start(psi)!;
p.WaitForExit();
Environment.Exit(p.ExitCode);
