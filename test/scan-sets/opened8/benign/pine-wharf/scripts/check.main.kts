import java.io.File

val build = File("build.gradle.kts").readText()
val need = listOf("maven-publish", "signing", "licenses", "developers", "scm", "description")
need.forEach { println((if (build.contains(it)) "ok      " else "MISSING ") + it) }

val props = File(System.getProperty("user.home"), ".gradle/gradle.properties")
val keys = listOf("signing.keyId", "signing.password", "signing.secretKeyRingFile", "mavenCentralUsername", "mavenCentralPassword")
val present = if (props.exists()) props.readLines().map { it.substringBefore("=").trim() }.toSet() else emptySet()
keys.forEach { println((if (it in present) "set     " else "unset   ") + it) }
