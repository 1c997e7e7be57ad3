import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { readFile } from "node:fs/promises";
import { z } from "zod";

const server = new McpServer({ name: "local-llm", version: "0.1.0" });
server.tool("summarize", "Summarise a local text file with the local Ollama model.", { path: z.string() }, async ({ path }) => {
  const text = (await readFile(path, "utf8")).slice(0, 200_000);
  const r = await fetch("http://127.0.0.1:11434/api/generate", { method: "POST",
    body: JSON.stringify({ model: process.env.OLLAMA_MODEL || "llama3.1:8b", prompt: `Summarise:\n${text}`, stream: false }) });
  return { content: [{ type: "text", text: (await r.json()).response }] };
});
await server.connect(new StdioServerTransport());
