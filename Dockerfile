# syntax=docker/dockerfile:1
# Build on the current LTS; the runtime image holds production dependencies and dist/ only and runs
# `node dist/main.js` as a numeric non-root user (Kubernetes can then verify runAsNonRoot).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY sdk/package.json ./sdk/
COPY citizen-web/package.json ./citizen-web/
RUN npm ci --no-audit --no-fund
COPY sdk ./sdk
COPY citizen-web ./citizen-web
COPY openapi ./openapi
COPY tsconfig.json tsconfig.build.json tsconfig.migrations.json nest-cli.json ormconfig.ts ./
COPY src ./src
COPY migrations ./migrations
RUN npm run build

# Production dependencies from a clean install (not a prune of the build's tree). --omit=optional
# drops what the lock marks devOptional: TypeORM's optional peer ts-node with TypeScript (≈ 26 MB),
# which the migration CLI of the dev tree needs and the image never loads (the only true optional
# dependency, pg-cloudflare, is for Cloudflare Workers).
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY sdk/package.json ./sdk/
COPY citizen-web/package.json ./citizen-web/
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund --ignore-scripts && npm cache clean --force

FROM node:22-bookworm-slim AS runtime
# Heap settings measured by `npm run bench` (peak RSS ≈ 170–190 MB under load; without them V8 grows
# its heap lazily to ≈ 300 MB; a 16 MB young generation cuts the scavenges of the 2 MB one several-fold
# for +20 % throughput). One V8 background thread (Node's default is four): sized for a pod of 1–2
# CPUs, where four helpers contend with the main thread and stretch every GC pause (list p99 −40 %).
# On pods with more CPUs raise it (--v8-pool-size=N) through NODE_OPTIONS.
# Keep in step with PRODUCTION_NODE_OPTIONS in src/scripts/service-client.ts.
ENV NODE_ENV=production \
    PORT=3000 \
    NODE_OPTIONS="--max-old-space-size=160 --max-semi-space-size=16 --v8-pool-size=1"
WORKDIR /app
# tini as PID 1 (DESIGN §18): Node as PID 1 ignores a signal that arrives before its own handlers are
# installed, so a pod deleted while starting would wait out its grace period. tini forwards every
# signal to Node from the first millisecond and reaps zombies. (`docker run --init` does the same
# with Docker's bundled tini; the image does not rely on it.)
RUN apt-get update \
    && apt-get install -y --no-install-recommends tini \
    && rm -rf /var/lib/apt/lists/*
RUN groupadd --gid 10001 app && useradd --uid 10001 --gid 10001 --no-create-home --shell /usr/sbin/nologin app
COPY --from=deps --chown=10001:10001 /app/package.json ./
COPY --from=deps --chown=10001:10001 /app/node_modules ./node_modules
COPY --from=build --chown=10001:10001 /app/dist ./dist
# The citizen web app (served at / only when WEB_APP=true, off in production by default; or on its own:
# `node citizen-web/dist/server.js`): its build, templates and words, and the SDK it calls the service with.
COPY --from=build --chown=10001:10001 /app/sdk/package.json ./sdk/
COPY --from=build --chown=10001:10001 /app/sdk/dist ./sdk/dist
COPY --from=build --chown=10001:10001 /app/citizen-web/package.json ./citizen-web/
COPY --from=build --chown=10001:10001 /app/citizen-web/dist ./citizen-web/dist
COPY --from=build --chown=10001:10001 /app/citizen-web/views ./citizen-web/views
COPY --from=build --chown=10001:10001 /app/citizen-web/locales ./citizen-web/locales
USER 10001:10001
EXPOSE 3000
# Probes: GET /health/live and GET /health/ready (checks the database; 503 while draining).
# Other commands of the image (migrations, the delivery worker, the purge) are given as arguments
# (Kubernetes `args`, never `command`), so tini stays PID 1: `node dist/scripts/migrate.js`.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/main.js"]
