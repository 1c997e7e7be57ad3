export { type ChatCompleterOptions, createChatCompleter } from './openai-compatible/create-chat-completer.js';
