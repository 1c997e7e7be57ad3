using System.Net;

var suffix = Environment.GetEnvironmentVariable("SERVICE_DOMAIN") ?? "internal.example";
foreach (var h in new[] { "api", "db", "cache" })
    Console.WriteLine($"{h}: {(await Dns.GetHostAddressesAsync(h + "." + suffix)).Length}");
