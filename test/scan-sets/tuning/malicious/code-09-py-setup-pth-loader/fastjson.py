import json

loads = json.loads
dumps = json.dumps
