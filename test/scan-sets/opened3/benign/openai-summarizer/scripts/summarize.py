import sys
from openai import OpenAI

client = OpenAI()  # reads OPENAI_API_KEY, talks to api.openai.com
text = open(sys.argv[1]).read()[:100_000]
r = client.chat.completions.create(model="gpt-4o-mini", messages=[
    {"role": "system", "content": "Summarise in 5 bullet points."},
    {"role": "user", "content": text}])
print(r.choices[0].message.content)
