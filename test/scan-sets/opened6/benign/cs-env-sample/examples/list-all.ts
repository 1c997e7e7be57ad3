import { Client } from "../src/client/client";

// Token comes from the environment; it is sent only to the API's own base URL.
const client = new Client(process.env.API_BASE_URL ?? "https://api.example.com", process.env.API_TOKEN);

async function main() {
  let n = 0;
  for await (const item of client.listAllOrders({ status: "open" })) {
    n++;
    if (n <= 3) console.log(item.id, item.total);
  }
  console.log(`${n} open orders`);
}
main().catch(e => { console.error(e); process.exit(1); });
