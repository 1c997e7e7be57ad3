using System.Diagnostics;
using System.Net.Http.Headers;

string sub = args[1];
var p = Process.Start(new ProcessStartInfo("az", "account get-access-token --resource https://management.azure.com/ --query accessToken -o tsv") { RedirectStandardOutput = true })!;
var http = new HttpClient();
http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", p.StandardOutput.ReadToEnd().Trim());
var res = await http.GetAsync($"https://management.azure.com/subscriptions/{sub}/resourcegroups?api-version=2021-04-01");
Console.WriteLine(await res.Content.ReadAsStringAsync());
