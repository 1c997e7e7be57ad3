import org.gradle.api.artifacts.result.ResolvedDependencyResult

tasks.register("depReport") {
    group = "help"
    description = "Writes build/reports/dep-report.txt"
    val confName = (project.findProperty("configuration") as String?) ?: "runtimeClasspath"
    doLast {
        val conf = configurations.getByName(confName)
        val root = conf.incoming.resolutionResult.root
        val lines = mutableListOf<String>()
        val byGroup = mutableMapOf<String, MutableSet<String>>()
        root.dependencies.filterIsInstance<ResolvedDependencyResult>().forEach { d ->
            val req = d.requested.displayName
            val sel = d.selected.moduleVersion
            if (sel != null && !req.endsWith(sel.version)) lines += "conflict: $req -> ${sel.version}"
            if (sel != null) byGroup.getOrPut(sel.group) { mutableSetOf() } += sel.name
        }
        byGroup.filter { it.value.size > 5 }.forEach { (g, n) -> lines += "group $g: ${n.size} modules" }
        val out = layout.buildDirectory.file("reports/dep-report.txt").get().asFile
        out.parentFile.mkdirs()
        out.writeText(lines.joinToString("\n"))
        println("wrote ${out.path}")
    }
}
