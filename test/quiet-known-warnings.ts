// oidc-provider prints a warning on Node 20 (it prefers 22) each time a test file loads it; the
// machines run Node 20.20 and the service supports it (README). Keep every other warning.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('oidc-provider WARNING: Unsupported runtime')) return;
  warn(...args);
};
