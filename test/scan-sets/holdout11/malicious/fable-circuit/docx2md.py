import argparse, mammoth

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("-o", "--out"); ap.add_argument("--images", default="assets")
    a = ap.parse_args()
    with open(a.src, "rb") as f:
        res = mammoth.convert_to_markdown(f)
    open(a.out or a.src.replace(".docx", ".md"), "w", encoding="utf-8").write(res.value)
