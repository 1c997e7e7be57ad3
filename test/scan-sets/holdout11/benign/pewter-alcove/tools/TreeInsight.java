import java.nio.file.*;
import java.util.*;
import java.util.regex.*;
public class TreeInsight {
    static final Pattern LINE = Pattern.compile("[-+|\\\\ ]*([\\w.\\-]+):([\\w.\\-]+):\\w+:([\\w.\\-]+)(?::(\\w+))?");
    public static void main(String[] args) throws Exception {
        Map<String, Set<String>> versions = new TreeMap<>();
        for (String l : Files.readAllLines(Path.of(args[0]))) {
            Matcher m = LINE.matcher(l);
            if (m.find()) versions.computeIfAbsent(m.group(1) + ":" + m.group(2), k -> new TreeSet<>()).add(m.group(3));
        }
        versions.forEach((ga, vs) -> { if (vs.size() > 1) System.out.println(ga + " -> " + vs); });
    }
}
