// Only used by Jest to turn ESM-only packages (jose, openid-client, oidc-provider, file-type …) into CommonJS.
module.exports = { presets: [['@babel/preset-env', { targets: { node: 'current' } }]] };
