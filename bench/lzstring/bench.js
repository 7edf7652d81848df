// Times npm lz-string on an MV save: decode = Base64 -> big-endian 16-bit units -> LZString.decompress,
// encode = LZString.compress -> units -> Base64 (the MV flavour; npm's own compressToBase64 writes the
// newer 6-bit flavour, so the raw compress/decompress are timed with MV's Base64 step around them).
// Prints "decode_ms encode_ms json_chars".
const fs = require('fs');
const LZString = require('lz-string');

const [file, secondsArg] = process.argv.slice(2);
const seconds = Number(secondsArg || 5);
const save = fs.readFileSync(file, 'latin1');

function unitsFromBase64(b64) {
  const buf = Buffer.from(b64, 'base64');
  buf.swap16();
  return buf.toString('utf16le');
}
function base64FromUnits(units) {
  const buf = Buffer.from(units, 'utf16le');
  buf.swap16();
  return buf.toString('base64');
}
const decode = () => LZString.decompress(unitsFromBase64(save));
const json = decode();
if (!json || json[0] !== '{') { console.error('npm lz-string could not decode ' + file); process.exit(1); }
const encode = () => base64FromUnits(LZString.compress(json));
if (LZString.decompress(unitsFromBase64(encode())) !== json) { console.error('round trip failed'); process.exit(1); }

function best(op) {
  let until = Date.now() + seconds * 300;
  while (Date.now() < until) op();
  let b = Infinity, runs = 0;
  until = Date.now() + seconds * 700;
  while (runs < 3 || Date.now() < until) {
    const t = process.hrtime.bigint();
    op();
    b = Math.min(b, Number(process.hrtime.bigint() - t) / 1e6);
    runs++;
  }
  return b;
}
console.log(best(decode).toFixed(3) + ' ' + best(encode).toFixed(3) + ' ' + json.length);
