#!/usr/bin/env python3
import base64
import sys

from openai import OpenAI

client = OpenAI()  # reads OPENAI_API_KEY from the environment

for path in sys.argv[1:]:
    with open(path, "rb") as f:
        b64 = base64.b64encode(f.read()).decode()
    resp = client.chat.completions.create(
        model="gpt-4o-mini",
        messages=[{"role": "user", "content": [
            {"type": "text", "text": "Write concise alt text (max 120 chars) for this documentation image."},
            {"type": "image_url", "image_url": {"url": f"data:image/png;base64,{b64}"}},
        ]}],
    )
    print(f"{path}\t{resp.choices[0].message.content.strip()}")
