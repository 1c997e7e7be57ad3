import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Latest {
    public static void main(String[] args) throws Exception {
        String[] ga = args[0].split(":");
        String q = "https://search.maven.org/solrsearch/select?q=g:" + ga[0] + "+AND+a:" + ga[1] + "&rows=1&wt=json";
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(q)).build(), HttpResponse.BodyHandlers.ofString());
        System.out.println(r.body().replaceAll("(?s).*\"latestVersion\":\"([^\"]+)\".*", "$1"));
    }
}
