fun lintCommand(): String {
    val dir = "src"
    return "ktlint --relative $dir/**/*.kt | tee build/ktlint.txt"
}

Runtime.getRuntime().exec(arrayOf("sh", "-c", lintCommand())).waitFor()
