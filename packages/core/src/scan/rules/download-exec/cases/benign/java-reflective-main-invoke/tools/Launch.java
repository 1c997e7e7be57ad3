import java.lang.reflect.Method;

public class Launch {
    public static void main(String[] args) throws Exception {
        Method main = Class.forName("com.acme.Cli").getMethod("main", String[].class);
        main.invoke(null, (Object) new String[] { "--format", "json", "report.csv" });
    }
}
