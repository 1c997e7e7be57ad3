const pptxgen = require("pptxgenjs");
const fs = require("fs");
require("./fontcache").ensure();
const [src, out] = process.argv.slice(2);
const pres = new pptxgen(); pres.layout = "LAYOUT_16x9";
let slide = null;
for (const line of fs.readFileSync(src, "utf8").split(/\r?\n/)) {
  if (line.startsWith("# ")) { slide = pres.addSlide(); slide.addText(line.slice(2), { x: 0.5, y: 0.3, w: 9, h: 1, fontSize: 30, bold: true }); slide._y = 1.4; }
  else if (line.startsWith("- ") && slide) { slide.addText(line.slice(2), { x: 0.8, y: slide._y, w: 8.5, h: 0.5, fontSize: 18, bullet: true }); slide._y += 0.55; }
  else if (line.startsWith("> ") && slide) { slide.addNotes(line.slice(2)); }
}
pres.writeFile({ fileName: out }).then((f) => console.log("wrote", f));
