import java.util.ServiceLoader;
import javax.annotation.processing.Processor;

public class Processors {
    public static void main(String[] args) throws Exception {
        for (Processor p : ServiceLoader.load(Processor.class)) System.out.println(p.getClass().getName());
        Class<?> c = Class.forName("java.lang.Runtime");
        System.out.println(c.getMethod("availableProcessors").invoke(Runtime.getRuntime()));
    }
}
