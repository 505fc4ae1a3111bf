// `npm run pack:check -w sdk` (CI): the SDK as a client team gets it. Packs it with `npm pack`, checks
// the tarball holds the builds and the README and no tests, installs the tarball in a fresh ES-module
// project and in a fresh CommonJS project, and runs the README example in each (with `import`, then
// `require`) against the built service: a sandbox citizen moves home to COMPLETED.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { startBuiltService } = require('../../scripts/built-service.js');
const sdk = new URL('..', import.meta.url).pathname;
const npm = (args, cwd) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

// The README example (sdk/test/readme-example.ts, its imports included) with its types stripped, as an
// ES module or as CommonJS, then a run of it.
const ts = require('typescript');
const README_EXAMPLE = readFileSync(new URL('readme-example.ts', import.meta.url), 'utf8');
const exampleAs = (module) =>
  ts.transpileModule(README_EXAMPLE, { compilerOptions: { module, target: ts.ScriptTarget.ES2022 } })
    .outputText;
const RUN = `
const pdf = new Blob(['%PDF-1.4\\n1 0 obj <<>> endobj\\ntrailer <<>>\\n%%EOF\\n'], { type: 'application/pdf' });
const citizen = {
  national_id: 'PACK' + Math.floor(Math.random() * 1e8).toString().padStart(8, '0'),
  given_name: 'Grace', family_name: 'Hopper', birth_date: '1990-01-02',
};
completeAJourney(process.argv[2], citizen, pdf).then(
  (journey) => console.log(JSON.stringify({ status: journey.status, workflow_code: journey.workflow_code })),
  (error) => { console.error(error); process.exit(1); },
);
`;
const EXAMPLE = {
  esm: exampleAs(ts.ModuleKind.ES2022) + RUN,
  cjs: exampleAs(ts.ModuleKind.CommonJS) + RUN,
};

const work = mkdtempSync(join(tmpdir(), 'cjs-sdk-pack-'));
let service;
try {
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], sdk));
  const files = packed.files.map((f) => f.path);
  const bad = files.filter(
    (f) => f.startsWith('test/') || f.startsWith('src/') || f.endsWith('.tsbuildinfo'),
  );
  for (const needed of [
    'README.md',
    'dist/esm/index.js',
    'dist/esm/index.d.ts',
    'dist/cjs/index.js',
    'dist/cjs/index.d.ts',
  ])
    if (!files.includes(needed)) throw new Error(`the package lacks ${needed}`);
  if (bad.length) throw new Error(`the package ships ${bad.join(', ')}`);
  service = await startBuiltService();
  const results = [];
  for (const flavour of ['esm', 'cjs']) {
    const project = join(work, flavour);
    execFileSync('mkdir', ['-p', project]);
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({
        name: `try-${flavour}`,
        private: true,
        type: flavour === 'esm' ? 'module' : 'commonjs',
      }),
    );
    npm(['install', '--no-audit', '--no-fund', '--no-workspaces', join(work, packed.filename)], project);
    const file = join(project, flavour === 'esm' ? 'example.mjs' : 'example.cjs');
    writeFileSync(file, EXAMPLE[flavour]);
    const out = execFileSync(process.execPath, [file, service.base], { encoding: 'utf8' }).trim();
    const journey = JSON.parse(out.split('\n').pop());
    if (journey.status !== 'COMPLETED') throw new Error(`${flavour}: the journey ended ${out}`);
    results.push(`${flavour} ${journey.workflow_code} ${journey.status}`);
  }
  const size = readFileSync(join(work, packed.filename)).length;
  console.log(
    `SDK pack: ${packed.filename} (${files.length} files, ${size} bytes, no tests); README example: ${results.join('; ')}`,
  );
} finally {
  await service?.stop();
  rmSync(work, { recursive: true, force: true });
}
