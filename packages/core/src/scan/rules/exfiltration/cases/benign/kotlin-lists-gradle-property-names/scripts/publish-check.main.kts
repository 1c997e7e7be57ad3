import java.io.File
import java.net.URL

val settings = File(System.getProperty("user.home"), ".gradle/gradle.properties")
val wanted = listOf("signing.keyId", "mavenCentralUsername")
val present = if (settings.exists()) settings.readLines().map { it.substringBefore("=").trim() }.toSet() else emptySet()
wanted.forEach { println((if (it in present) "set   " else "unset ") + it) }
// the portal's public status page: nothing is sent
val status = URL("https://status.maven.org/api/v2/status.json").readText()
println(status.take(80))
