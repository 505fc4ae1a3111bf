// Builds the app's styles and scripts into dist/public, each named by its content hash (so they can be
// cached for a year), and writes dist/public/manifest.json: logical name → hashed file name. Then the
// start page's critical styles: the built app renders its start page, and beasties keeps the rules of
// app.css that its elements use (start-critical.css, inlined in that page so it paints from its HTML
// alone; the whole app.css loads at the end of its body, without blocking the paint).
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Beasties from 'beasties';
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
const agent = hashed('agent.mjs', readFileSync(join(root, 'assets', 'agent.mjs')));
hashed(
  'app.mjs',
  `import { initAll } from './${frontend}';\nimport './${timeout}';\nimport './${agent}';\ninitAll();\n`,
);
// Fonts beside the styles (the styles name them relatively; their names carry their own hash).
cpSync(join(govuk, 'assets', 'fonts'), join(out, 'fonts'), { recursive: true });
writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

// The start page's critical styles (needs dist/app.js: tsc runs first).
const { createCitizenWeb } = require(join(root, 'dist', 'app.js'));
const server = createCitizenWeb({ serviceUrl: 'http://127.0.0.1:9' }).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
let startHtml;
try {
  const res = await fetch(`http://127.0.0.1:${server.address().port}/`);
  if (!res.ok) throw new Error(`the start page answered ${res.status}`);
  startHtml = await res.text();
} finally {
  server.close();
}
const critical = await new Beasties({
  path: out,
  publicPath: '/assets/',
  pruneSource: false,
  compress: true,
  logLevel: 'warn',
  // What the same page may also show: signed in (more navigation, the timeout notice), a banner
  // ("You have signed out"), the menu button and layout GOV.UK Frontend's script turns on.
  allowRules: [
    /govuk-service-navigation/,
    /govuk-notification-banner/,
    /govuk-frontend-supported/,
    /app-timeout/,
    /govuk-body-s/,
    /govuk-heading-m/,
  ],
}).process(startHtml);
const inlined = [...critical.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
if (!inlined) throw new Error('no critical styles found for the start page');
hashed('start-critical.css', inlined);
writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`citizen-web assets: ${Object.values(manifest).join(', ')}`);
