import Foundation
let p = Process.launchedProcess(launchPath: "/usr/bin/git", arguments: ["fetch", "--tags", "origin"])
p.waitUntilExit()
