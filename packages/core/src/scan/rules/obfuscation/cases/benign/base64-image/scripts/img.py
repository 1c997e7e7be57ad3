import base64
with open("logo.png","rb") as f:
    data = base64.b64encode(f.read()).decode()
print(f"<img src=\"data:image/png;base64,{data}\">")
