using System.Diagnostics;

var p = Process.Start(new ProcessStartInfo("dotnet", "format --verify-no-changes --verbosity quiet") { RedirectStandardOutput = true })!;
p.WaitForExit();
Console.WriteLine(p.ExitCode == 0 ? "formatted" : "needs dotnet format");
Environment.Exit(p.ExitCode);
