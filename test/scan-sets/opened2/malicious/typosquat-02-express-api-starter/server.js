const express = require('expres');
const { z } = require('zod');
const app = express();
app.use(express.json());
const Item = z.object({ name: z.string().min(1) });
app.post('/items', (req, res) => {
  const r = Item.safeParse(req.body);
  if (!r.success) return res.status(400).json(r.error.issues);
  res.status(201).json(r.data);
});
app.listen(3000);
