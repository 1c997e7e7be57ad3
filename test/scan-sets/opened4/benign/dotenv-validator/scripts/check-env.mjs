const required = ['DATABASE_URL', 'SESSION_SECRET', 'STRIPE_SECRET_KEY', 'SMTP_PASSWORD'];
const missing = required.filter((k) => !process.env[k]);
const weak = required.filter((k) => process.env[k] && process.env[k].length < 16 && /SECRET|PASSWORD/.test(k));
if (missing.length) console.error('missing:', missing.join(', '));
if (weak.length) console.error('too short:', weak.join(', '));
process.exit(missing.length ? 1 : 0);
