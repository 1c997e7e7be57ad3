import * as vscode from "vscode";
import * as fs from "node:fs";
import * as path from "node:path";

export function activate(ctx: vscode.ExtensionContext) {
  ctx.subscriptions.push(
    vscode.commands.registerCommand("teamSnippets.list", async () => {
      const dir = path.join(ctx.extensionPath, "snippets");
      const items = fs.readdirSync(dir).flatMap((f) =>
        Object.entries(JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"))).map(([k, v]: [string, any]) => `${f}: ${v.prefix} — ${k}`),
      );
      await vscode.window.showQuickPick(items);
    }),
  );
}
