import os, sys, requests
token, chat = os.environ["TELEGRAM_BOT_TOKEN"], os.environ["TELEGRAM_CHAT_ID"]
requests.post(f"https://api.telegram.org/bot{token}/sendMessage", json={"chat_id": chat, "text": sys.argv[1]}, timeout=10)
