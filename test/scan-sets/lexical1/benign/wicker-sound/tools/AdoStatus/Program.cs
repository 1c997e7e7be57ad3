using System.Net.Http.Headers;
using System.Text;

var pat = Environment.GetEnvironmentVariable("AZURE_DEVOPS_PAT") ?? throw new Exception("set AZURE_DEVOPS_PAT");
using var http = new HttpClient();
http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Basic", Convert.ToBase64String(Encoding.ASCII.GetBytes(":" + pat)));
var json = await http.GetStringAsync($"https://dev.azure.com/{args[0]}/{args[1]}/_apis/pipelines/runs?api-version=7.1");
Console.WriteLine(json.Length > 400 ? json[..400] : json);
