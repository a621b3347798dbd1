// Preloaded (node --import) into the server that ./upload-interrupted.test.ts starts and kills: it stops an
// upload at one exact point, so that the SIGKILL lands there every time instead of by luck. Nothing else of
// the server changes. HOLD_UPLOAD names the point:
//   write:<n>   once the n-th temporary file is written (its row not yet committed)
//   rename:<n>  before the n-th temporary file is moved into place (its row committed)
// The server prints `upload held` when it stops there.
import fs from 'node:fs/promises';
import path from 'node:path';

const [point, nth] = (process.env.HOLD_UPLOAD ?? '').split(':');
const isTemporary = (file) => path.basename(String(file)).startsWith('.tmp-');
let seen = 0;

async function holdIfDue(file) {
  if (!isTemporary(file) || ++seen !== Number(nth)) return;
  process.stdout.write('upload held\n');
  await new Promise(() => {});
}

if (point === 'write') {
  const writeFile = fs.writeFile;
  fs.writeFile = async (file, ...rest) => {
    await writeFile(file, ...rest);
    await holdIfDue(file);
  };
} else if (point === 'rename') {
  const rename = fs.rename;
  fs.rename = async (from, to) => {
    await holdIfDue(from);
    return rename(from, to);
  };
}
