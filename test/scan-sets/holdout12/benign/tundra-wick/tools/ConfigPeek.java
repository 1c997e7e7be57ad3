import java.io.*;
import java.nio.file.*;
import java.util.*;

public class ConfigPeek {
    public static void main(String[] args) throws Exception {
        Properties merged = new Properties();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(Paths.get(args[0]), "application*.properties")) {
            for (Path p : ds) try (Reader r = Files.newBufferedReader(p)) { merged.load(r); }
        }
        merged.forEach((k, v) -> System.out.println(k + "=" + (k.toString().matches("(?i).*(pass|secret|key|token).*") ? "****" : v)));
    }
}
