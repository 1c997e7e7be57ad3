import { execFileSync } from "node:child_process";

const projects = (process.argv[process.argv.indexOf("--projects") + 1] ?? "").split(",").filter(Boolean);
const g = (args: string[]) => JSON.parse(execFileSync("gcloud", [...args, "--format=json"], { encoding: "utf8" }));
console.log("project,kind,name,zone,status,external_ip,note");
for (const p of projects) {
  for (const vm of g(["compute", "instances", "list", "--project", p])) {
    const ip = vm.networkInterfaces?.[0]?.accessConfigs?.[0]?.natIP ?? "";
    console.log([p, "vm", vm.name, vm.zone.split("/").pop(), vm.status, ip, ip ? "public" : ""].join(","));
  }
  for (const d of g(["compute", "disks", "list", "--project", p])) {
    if (!d.users) console.log([p, "disk", d.name, d.zone.split("/").pop(), d.status, "", "unattached"].join(","));
  }
  for (const f of g(["compute", "firewall-rules", "list", "--project", p])) {
    const open = (f.sourceRanges ?? []).includes("0.0.0.0/0");
    if (open) console.log([p, "firewall", f.name, "", f.direction, "", "open to world"].join(","));
  }
}
