const res = await fetch('https://api.example.com/items');
const items = await res.json();
console.log(items.length);
