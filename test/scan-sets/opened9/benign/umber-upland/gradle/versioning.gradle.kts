import java.util.Properties

val propsFile = rootProject.file("version.properties")

tasks.register("bumpVersion") {
    val part = (project.findProperty("part") ?: "patch").toString()
    doLast {
        val last = providers.exec { commandLine("git", "describe", "--tags", "--abbrev=0", "--match", "v*") }
            .standardOutput.asText.get().trim().removePrefix("v")
        var (maj, min, pat) = last.split(".").map { it.toInt() }
        when (part) {
            "major" -> { maj++; min = 0; pat = 0 }
            "minor" -> { min++; pat = 0 }
            else -> pat++
        }
        val p = Properties()
        p["versionName"] = "$maj.$min.$pat"
        p["versionCode"] = (maj * 10000 + min * 100 + pat).toString()
        propsFile.writer().use { p.store(it, null) }
        println("version ${p["versionName"]} (${p["versionCode"]})")
    }
}
