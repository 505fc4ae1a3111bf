#!/usr/bin/env node
// Creates or drops a scratch database on the machine's PostgreSQL for the CI e2e run.
// Usage: node scripts/ci-database.js create|drop NAME   (server from PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres)
const { Client } = require('pg');

async function main() {
  const [action, name] = process.argv.slice(2);
  if (!['create', 'drop'].includes(action) || !/^[a-z0-9_]+$/.test(name ?? '')) {
    throw new Error('usage: ci-database.js create|drop name_in_lowercase');
  }
  const client = new Client({ connectionString: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    if (action === 'create') await client.query(`CREATE DATABASE ${name}`);
    else await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    console.log(`${action === 'create' ? 'Created' : 'Dropped'} database ${name}`);
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
