PAGES := $(addprefix docs/,index.md guide.md)
OUT := $(strip  site )

build:
	mkdir -p $(OUT)
	pandoc $(PAGES) -o $(OUT)/index.html
	$(firstword python3 python) -m http.server -d $(OUT) -b 127.0.0.1 8000
