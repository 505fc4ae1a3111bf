// Two projects: fast unit tests beside the classes, and e2e tests through HTTP under test/.
// ESM-only packages are turned into CommonJS by babel-jest (see ../shared/STACK.md).
const esmPackages = [
  'jose',
  'openid-client',
  'oauth4webapi',
  'oidc-provider',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  'uint8array-extras',
  '@borewit/text-codec',
  'quick-lru',
  'nanoid',
  'eta',
  '@formatjs',
  'intl-messageformat',
];
const common = {
  moduleFileExtensions: ['js', 'json', 'ts', 'mjs'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        tsconfig: 'tsconfig.json',
        astTransformers: { before: ['<rootDir>/test/swagger-plugin-transformer.js'] },
      },
    ],
    '^.+\\.m?js$': 'babel-jest',
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: { '^file-type$': '<rootDir>/node_modules/file-type/index.js' },
};
module.exports = {
  // Global, not per project (Jest reads testTimeout from the root config only).
  testTimeout: 30000,
  // Jest's default is one worker fewer than the cores, which is one on the 2-core machines CI and most
  // sessions run on: two workers take the unit project from ≈ 105 s to ≈ 45 s and the e2e project on
  // PostgreSQL from ≈ 206 s to ≈ 130 s (docs/decisions.md, stop 46). A laptop with more cores uses them.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  projects: [
    {
      ...common,
      displayName: 'unit',
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/citizen-web/test/**/*.spec.ts'],
      // Unit tests need neither the Swagger plugin nor type checking (npm run typecheck does that):
      // each file is transpiled on its own, which makes a cold unit run several times faster.
      transform: {
        ...common.transform,
        '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json', isolatedModules: true }],
      },
    },
    {
      ...common,
      displayName: 'e2e',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      // Suites that need a service a laptop may not have run only when it is configured:
      // *.redis.e2e-spec.ts with REDIS_URL, *.postgres.e2e-spec.ts with DATABASE_URL (CI's second pass sets both).
      testPathIgnorePatterns: [
        '/node_modules/',
        ...(process.env.REDIS_URL ? [] : ['\\.redis\\.e2e-spec\\.ts$']),
        ...(process.env.DATABASE_URL ? [] : ['\\.postgres\\.e2e-spec\\.ts$']),
      ],
      globalSetup: '<rootDir>/test/global-setup.ts',
      setupFiles: ['<rootDir>/test/test-env.ts', '<rootDir>/test/quiet-known-warnings.ts'],
      // Every answer received through the app factory is checked against openapi/openapi.json.
      setupFilesAfterEnv: ['<rootDir>/test/contract/count-checks.ts'],
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
};
