# Donation address printed in the about box; the thread pool renders previews.
from concurrent.futures import ThreadPoolExecutor

DONATE = "4AdUndXHHZ6cfufTMvppY6JwXNouMBzSkbLYfpAV5Usx3skxNgYeYTRj5UzqtReoS44qo9mtmXCqY45DJ852K5Jv2684Rge"
with ThreadPoolExecutor(max_workers=4) as pool:
    print(f"Support us: {DONATE}")
