import java.net.Socket;

public class Probe {
    public static void main(String[] a) throws Exception {
        try (Socket s = new Socket("localhost", 5432)) { System.out.println("db up"); }
        new ProcessBuilder("google-java-format", "-i", "src/Probe.java").inheritIO().start().waitFor();
    }
}
