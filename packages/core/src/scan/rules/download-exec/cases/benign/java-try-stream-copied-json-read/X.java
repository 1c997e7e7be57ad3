import java.io.InputStream;
import java.net.URL;
import java.nio.file.*;
public class X {
    public static void main(String[] a) throws Exception {
        try (InputStream in = new URL("https://api.github.com/repos/acme/app/releases/latest").openStream()) {
            Files.copy(in, Paths.get("build/latest.json"), StandardCopyOption.REPLACE_EXISTING);
        }
        System.out.println(Files.readString(Paths.get("build/latest.json")).length());
        Runtime.getRuntime().exec("git describe --tags");
    }
}
