import express from 'express';
import pinoHttp from 'pino-http';

export const app = express();
app.use(express.json({ limit: '1mb' }));
app.use(pinoHttp());
app.get('/health', (_req, res) => res.json({ ok: true }));
app.use((err, _req, res, _next) => {
  res.status(err.status || 500).json({ error: process.env.NODE_ENV === 'production' ? 'internal error' : err.message });
});
