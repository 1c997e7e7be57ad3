import java.nio.file.Files;
import java.nio.file.Path;

public class Version {
    public static void main(String[] args) throws Exception {
        Process p = new ProcessBuilder("git", "rev-parse", "--short", "HEAD").start();
        String sha = new String(p.getInputStream().readAllBytes()).trim();
        Files.writeString(Path.of("build/version.txt"), sha + "\n");
        System.out.println("version " + sha);
    }
}
