import java.io.*;
import java.util.*;

public class Notes {
    public static void main(String[] args) throws Exception {
        String range = args[0] + ".." + args[1];
        Process p = new ProcessBuilder("git", "log", "--format=%s", range).start();
        Map<String, List<String>> groups = new LinkedHashMap<>();
        for (String g : List.of("Features", "Fixes", "Dependencies", "Other")) groups.put(g, new ArrayList<>());
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream()))) {
            String line;
            while ((line = r.readLine()) != null) {
                String g = line.startsWith("feat") ? "Features" : line.startsWith("fix") ? "Fixes"
                        : line.startsWith("build(deps)") ? "Dependencies" : "Other";
                groups.get(g).add(line.replaceFirst("^[a-z]+(\\([^)]*\\))?!?: ", ""));
            }
        }
        System.out.println("## " + args[1] + "\n");
        groups.forEach((g, items) -> {
            if (items.isEmpty()) return;
            System.out.println("### " + g);
            items.forEach(i -> System.out.println("- " + i));
            System.out.println();
        });
    }
}
