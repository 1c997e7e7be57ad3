using System.Xml.Linq;

var dir = args.Length > 0 ? args[0] : "Resources";
var outFile = args.Length > 1 ? args[1] : "obj/Generated/Strings.g.cs";
var neutral = Directory.GetFiles(dir, "*.resx").Where(f => Path.GetFileNameWithoutExtension(f).Count(c => c == '.') == 0);
var sb = new System.Text.StringBuilder("namespace App;\npublic static class Strings {\n");
foreach (var f in neutral)
    foreach (var d in XDocument.Load(f).Root!.Elements("data"))
        sb.AppendLine($"    public static string {d.Attribute("name")!.Value} => Res.Get(\"{d.Attribute("name")!.Value}\");");
sb.AppendLine("}");
Directory.CreateDirectory(Path.GetDirectoryName(outFile)!);
File.WriteAllText(outFile, sb.ToString());
