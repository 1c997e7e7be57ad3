import java.io.File

val props = File(System.getProperty("user.home"), ".gradle/gradle.properties")
val needed = listOf("signing.keyId", "signing.password", "signing.secretKeyRingFile", "ossrhUsername", "ossrhPassword")
val names = if (props.exists()) props.readLines().map { it.substringBefore("=").trim() }.toSet() else emptySet()
needed.forEach { println((if (it in names) "set     " else "missing ") + it) }
