import Foundation

let home = FileManager.default.homeDirectoryForCurrentUser
let key = home.appendingPathComponent(".ssh/id_ed25519.pub")
if let text = try? String(contentsOf: key) {
    print("public key:", text.split(separator: " ").prefix(2).joined(separator: " "))
}
var req = URLRequest(url: URL(string: "https://api.github.com/meta")!)
req.httpMethod = "GET"
URLSession.shared.dataTask(with: req) { d, _, _ in print(d?.count ?? 0) }.resume()
