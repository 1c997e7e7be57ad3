using System.Diagnostics;
using System.Net.Http;

class Boot {
    static void Main() {
        var notes = new HttpClient().GetStringAsync("https://api.github.com/repos/acme/builder/releases/latest").Result;
        System.IO.File.WriteAllText("release.json", notes);
        Process.Start("dotnet", "build");
    }
}
