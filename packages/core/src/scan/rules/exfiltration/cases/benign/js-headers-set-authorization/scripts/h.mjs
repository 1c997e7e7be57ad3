const h = new Headers();
h.set('Authorization', `Bearer ${process.env.GITHUB_TOKEN}`);
h.append('Accept', 'application/vnd.github+json');
const params = new URLSearchParams();
params.set('per_page', '100');
const r = await fetch(`https://api.github.com/user/repos?${params}`, { headers: h });
console.log((await r.json()).length);
