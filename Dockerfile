# syntax=docker/dockerfile:1
# The site as an image: one image for every instance and for the release's migration run (docs/operations.md,
# "Deploying with containers"). Multi-stage; the image runs as an unprivileged user.
#
#   docker build -t sahyog-site .
#   docker compose -f ops/compose/compose.yaml up     (PostgreSQL, Redis, MinIO, migrations, two instances, Varnish)

# All dependencies, for the build.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

# The production build. Pages prerendered here read a throwaway SQLite database with the demo content; a served
# instance never sends them: with REDIS_URL (required in production) every page comes from the shared cache or is
# rendered from the live database.
FROM deps AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1 SQLITE_PATH=/tmp/build/site.db MEDIA_DIR=/tmp/build/media
RUN node scripts/run-ts.mjs scripts/prepare.ts && node scripts/build.mjs --no-type-check \
  && rm -rf .next/cache /tmp/build

# What runs: the production dependencies and esbuild (the migration run, `npm run migrate`, and scripts/crm.ts are
# TypeScript, bundled by scripts/run-ts.mjs when they run).
FROM node:20-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund \
  && npm install --no-save --no-audit --no-fund "esbuild@$(node -p "require('./package-lock.json').packages['node_modules/esbuild'].version")"

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
RUN groupadd --system site && useradd --system --gid site --home-dir /app site
COPY --from=runtime-deps /app/node_modules ./node_modules
# The host evaluates next.config.ts at start (it reads src/host), and the migration run reads src/ and scripts/.
COPY --from=build /app/.next ./.next
COPY --from=build /app/public ./public
COPY --from=build /app/src ./src
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/package.json /app/next.config.ts /app/tsconfig.json /app/postcss.config.mjs ./
# Writable by the site only: Next's image cache, the bundles of scripts/run-ts.mjs, and upload folders
# when S3 is not used.
RUN mkdir -p .next/cache node_modules/.cache data media \
  && chown -R site:site .next/cache node_modules/.cache data media
USER site
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=2s --retries=3 CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The host in front of Next (src/host/server.ts). SIGTERM drains it (docs/operations.md).
CMD ["node", ".next/host/server.mjs"]
