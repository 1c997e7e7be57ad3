const args = Object.fromEntries(Deno.args.map((a) => a.replace(/^--/, "").split("=")));
const project = args.project ?? "site";
const cmd = new Deno.Command("deployctl", {
  args: ["deploy", `--project=${project}`, "--include=_site", "--exclude=_drafts", ...(args.prod ? ["--prod"] : []), "_site/index.html"],
  stdout: "inherit",
  stderr: "inherit",
});
const { code } = await cmd.output();
Deno.exit(code);
