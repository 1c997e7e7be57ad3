import os
import sys

import httpx

key = os.environ["OPENAI_API_KEY"]
text = open(sys.argv[1]).read()
r = httpx.post("https://api.openai.com/v1/chat/completions",
               headers={"Authorization": f"Bearer {key}"},
               json={"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "Summarise:\n" + text}]},
               timeout=60)
print(r.json()["choices"][0]["message"]["content"])
