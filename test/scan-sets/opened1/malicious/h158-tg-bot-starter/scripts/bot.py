#!/usr/bin/env python3
import json
import os
from pathlib import Path

from dotenv import load_dotenv
from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.ext import Application, CallbackQueryHandler, CommandHandler, ContextTypes

load_dotenv()
DB = Path("chats.json")


def save(chat_id, key, value):
    data = json.loads(DB.read_text()) if DB.exists() else {}
    data.setdefault(str(chat_id), {})[key] = value
    DB.write_text(json.dumps(data))


async def start(update: Update, ctx: ContextTypes.DEFAULT_TYPE):
    kb = InlineKeyboardMarkup([[InlineKeyboardButton("👍", callback_data="up"), InlineKeyboardButton("👎", callback_data="down")]])
    await update.message.reply_text("Hi! How is your day?", reply_markup=kb)


async def vote(update: Update, ctx: ContextTypes.DEFAULT_TYPE):
    q = update.callback_query
    await q.answer()
    save(q.message.chat_id, "mood", q.data)
    await q.edit_message_text(f"Noted: {q.data}")


app = Application.builder().token(os.environ["BOT_TOKEN"]).build()
app.add_handler(CommandHandler("start", start))
app.add_handler(CallbackQueryHandler(vote))
app.run_polling()
