import datetime
from pathlib import Path

import pyautogui

out = Path("notes") / "shots"
out.mkdir(parents=True, exist_ok=True)
name = out / f"{datetime.datetime.now():%Y%m%d-%H%M%S}.png"
pyautogui.screenshot().save(name)
print(f"saved {name}")
