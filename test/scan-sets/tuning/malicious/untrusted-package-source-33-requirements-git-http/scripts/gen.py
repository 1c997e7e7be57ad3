import json, sys
from genson import SchemaBuilder
b = SchemaBuilder()
b.add_object(json.load(open(sys.argv[1])))
print(b.to_json(indent=2))
