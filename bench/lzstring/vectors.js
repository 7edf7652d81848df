// Test vectors: lz-string 1.5.0's compressToBase64 of save-like JSON texts of many lengths (every padding).
const lz = require('lz-string'); const fs = require('fs');
let seed = 7; const rnd = n => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
const out = [];
const fixed = ['{"a":1}', '{"gold":100,"name":"H\u00e9ros \u{1F3AE}"}', 'x', 'ab', 'abc', 'aaaaaaaaaaaaaaaaaaaaaaaa'];
for (const s of fixed) out.push({input: s, base64: lz.compressToBase64(s)});
for (let i = 0; i < 24; i++) {
  const o = {system: {_gold: rnd(100000), _name: 'Actor' + rnd(1000), _items: []}, '@c': 1};
  for (let k = rnd(40); k > 0; k--) o.system._items.push({id: rnd(50), n: rnd(9), s: 'item\u00e9' + rnd(7)});
  const s = JSON.stringify(o);
  out.push({input: s, base64: lz.compressToBase64(s)});
}
fs.writeFileSync(process.argv[2], JSON.stringify(out, null, 1) + '\n');
const pads = {}; for (const v of out) { const m = v.base64.match(/=*$/)[0].length; pads[m] = (pads[m]||0)+1; } console.log(pads);
