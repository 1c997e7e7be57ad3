from pathlib import Path

FILES = {".editorconfig": "root = true\n\n[*]\nindent_style = space\nindent_size = 2\n"}
EXTRA = {".gitattributes": "* text=auto eol=lf\n"}
FILES.update(EXTRA)
for name, text in FILES.items():
    Path(name).write_text(text)
    print("wrote", name)
