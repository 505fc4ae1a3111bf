// Builds the app's styles and scripts into dist/public, each named by its content hash (so they can be
// cached for a year), and writes dist/public/manifest.json: logical name → hashed file name.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as sass from 'sass';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'public');
const require = createRequire(import.meta.url);
const govuk = join(dirname(require.resolve('govuk-frontend/package.json')), 'dist', 'govuk');

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const manifest = {};
const hashed = (name, content) => {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  const file = name.replace(/(\.[a-z]+)$/, `-${hash}$1`);
  writeFileSync(join(out, file), content);
  manifest[name] = file;
  return file;
};

const css = sass.compile(join(root, 'assets', 'app.scss'), {
  style: 'compressed',
  importers: [new sass.NodePackageImporter()],
  quietDeps: true,
  silenceDeprecations: ['import'],
});
hashed('app.css', css.css);
const frontend = hashed('govuk-frontend.mjs', readFileSync(join(govuk, 'govuk-frontend.min.js')));
const timeout = hashed('timeout.mjs', readFileSync(join(root, 'assets', 'timeout.mjs')));
hashed('app.mjs', `import { initAll } from './${frontend}';\nimport './${timeout}';\ninitAll();\n`);
// Fonts beside the styles (the styles name them relatively; their names carry their own hash).
cpSync(join(govuk, 'assets', 'fonts'), join(out, 'fonts'), { recursive: true });
writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`citizen-web assets: ${Object.values(manifest).join(', ')}`);
