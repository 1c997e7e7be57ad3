import java.io.File

val out = File("build/reports/deps.txt")
out.parentFile.mkdirs()
val proc = ProcessBuilder("./gradlew", "dependencies", "--configuration", "runtimeClasspath").redirectErrorStream(true).start()
val text = proc.inputStream.bufferedReader().readText()
out.writeText(text.lines().filter { it.contains("---") }.joinToString("\n"))
println("wrote ${out.path}")
