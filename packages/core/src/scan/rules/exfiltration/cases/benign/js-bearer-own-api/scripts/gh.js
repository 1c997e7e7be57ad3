const res = await fetch('https://api.github.com/user', {
  headers: { Authorization: `Bearer ${process.env.GITHUB_TOKEN}` },
});
console.log((await res.json()).login);
