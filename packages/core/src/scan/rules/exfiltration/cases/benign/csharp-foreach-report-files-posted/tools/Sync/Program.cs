using System.Net.Http;

var root = Directory.GetCurrentDirectory();
foreach (var name in new[] { "reports/coverage.json", "reports/lint.json" }) {
    var p = Path.Combine(root, name);
    if (!File.Exists(p)) continue;
    await new HttpClient().PostAsync("https://ci-dashboard.example/upload?f=" + name, new ByteArrayContent(File.ReadAllBytes(p)));
}
