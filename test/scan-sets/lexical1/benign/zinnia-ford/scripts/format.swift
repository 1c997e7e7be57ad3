import Foundation

let p = Process()
p.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
p.arguments = ["swift-format", "format", "--in-place", "--recursive", CommandLine.arguments[1]]
try p.run()
p.waitUntilExit()
print(p.terminationStatus == 0 ? "formatted" : "swift-format failed")
