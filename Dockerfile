# syntax=docker/dockerfile:1
# The Akademi server: the API and the server-rendered site on port 3000, the back office on its own origin
# (port 3001, ADMIN_PORT, unless ADMIN_ORIGIN names a host for it). PUBLIC_URL is required.
# Build: docker build -t akademi .   Run (SQLite, one instance):
#   docker run -p 3000:3000 -p 3001:3001 -e PUBLIC_URL=http://localhost:3000 -v akademi:/var/lib/akademi akademi
# Several instances: see compose.yaml and the README's Deployment section.

# Node 22 LTS: on Node 24.19 and later, better-sqlite3 12 built against that Node's headers crashes when it
# frees a statement (nodejs/node#65446; .ci/node24.sh works around it for the test run). Move to 24 with
# better-sqlite3 13, which drops Node 20.
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# better-sqlite3, argon2 and sharp come prebuilt for glibc on x64 and arm64; the compilers are the fallback
# for any other platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# The front end (dist/, dist-ssr/) and the server compiled to plain JavaScript (dist-server/), then only the
# production dependencies are kept.
RUN npm run build && npm prune --omit=dev

FROM node:${NODE_VERSION}-bookworm-slim
# pg_dump/pg_restore (15, the server's major version) for `npm run backup` / `npm run restore` with PostgreSQL.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /var/lib/akademi/data /var/lib/akademi/files \
  && chown -R node:node /var/lib/akademi
WORKDIR /app
# No sources and no lock file in this image: scripts/start.mjs and scripts/serverCli.mjs then find the build
# up to date and never try to rebuild it.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-ssr ./dist-ssr
COPY --from=build /app/dist-server ./dist-server

ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/akademi/data \
    UPLOADS_DIR=/var/lib/akademi/files
# The SQLite database (unused with DATABASE_URL) and the uploaded files: keep both on volumes.
VOLUME ["/var/lib/akademi/data", "/var/lib/akademi/files"]
USER node
# The site, and the back office's own origin (ADMIN_PORT) when no ADMIN_ORIGIN names a host for it.
EXPOSE 3000 3001
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# start.mjs passes SIGTERM on to the server, which finishes its in-flight requests before exiting.
CMD ["node", "scripts/start.mjs"]
