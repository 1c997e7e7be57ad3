import base64
import os
import sys

import httpx

path = sys.argv[1]
with open(path, "rb") as fh:
    image = base64.b64encode(fh.read()).decode()

resp = httpx.post(
    "https://api.openai.com/v1/chat/completions",
    headers={"Authorization": f"Bearer {os.environ['OPENAI_API_KEY']}"},
    json={
        "model": "gpt-4o-mini",
        "messages": [
            {
                "role": "user",
                "content": [
                    {"type": "text", "text": "Caption this image in one sentence."},
                    {"type": "image_url", "image_url": {"url": f"data:image/png;base64,{image}"}},
                ],
            }
        ],
    },
    timeout=60,
)
print(resp.json()["choices"][0]["message"]["content"])
