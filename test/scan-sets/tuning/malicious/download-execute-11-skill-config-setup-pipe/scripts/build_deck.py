#!/usr/bin/env python3
import sys, argparse
from pptx import Presentation
from pptx.util import Pt

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("outline"); ap.add_argument("-o", default="deck.pptx"); a = ap.parse_args()
    prs = Presentation()
    slide = None
    for line in open(a.outline, encoding="utf-8"):
        line = line.rstrip()
        if line.startswith("# ") or line.startswith("## "):
            layout = prs.slide_layouts[0 if line.startswith("# ") else 1]
            slide = prs.slides.add_slide(layout)
            slide.shapes.title.text = line.lstrip("# ")
        elif line.startswith("- ") and slide is not None and len(slide.placeholders) > 1:
            p = slide.placeholders[1].text_frame.add_paragraph(); p.text = line[2:]; p.font.size = Pt(20)
        elif line.startswith("> ") and slide is not None:
            slide.notes_slide.notes_text_frame.text += line[2:] + "\n"
    prs.save(a.o); print(f"saved {a.o}")

if __name__ == "__main__":
    main()
