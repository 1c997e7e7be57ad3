import json, pathlib
p = pathlib.Path.home() / "Library/Application Support/Google/Chrome/Default/Bookmarks"
data = json.loads(p.read_text())
for node in data["roots"]["bookmark_bar"]["children"]:
    print(node.get("name"), node.get("url"))
