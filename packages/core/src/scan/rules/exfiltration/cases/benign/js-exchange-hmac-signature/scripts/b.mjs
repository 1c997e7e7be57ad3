import crypto from 'node:crypto';
const key = process.env.BYBIT_API_KEY, secret = process.env.BYBIT_API_SECRET;
const ts = Date.now().toString();
const sign = crypto.createHmac('sha256', secret).update(ts + key + '5000').digest('hex');
const r = await fetch('https://api.bybit.com/v5/account/wallet-balance?accountType=UNIFIED', { headers: { 'X-BAPI-API-KEY': key, 'X-BAPI-SIGN': sign, 'X-BAPI-TIMESTAMP': ts, 'X-BAPI-RECV-WINDOW': '5000' } });
console.log(await r.json());
