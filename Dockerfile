# syntax=docker/dockerfile:1

# Dependencies, with the compilers better-sqlite3 needs to build its native module.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --ignore-scripts --no-audit --no-fund \
  && npm rebuild better-sqlite3 esbuild

# The Remix build and the Express entry.
FROM deps AS build
WORKDIR /app
COPY . .
RUN npm run build

# Only what runs in production, native module included.
FROM deps AS production-deps
WORKDIR /app
RUN npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
LABEL org.opencontainers.image.title="agency-site" \
  org.opencontainers.image.description="Sito dell'agenzia e area riservata"
ENV NODE_ENV=production \
  PORT=3000 \
  HOST=0.0.0.0 \
  DATABASE_PATH=/data/app.db \
  MAIL_DIR=/data/mail \
  UPLOADS_DIR=/data/uploads
WORKDIR /app
RUN groupadd --system app \
  && useradd --system --gid app --home-dir /app --shell /usr/sbin/nologin app \
  && mkdir -p /data \
  && chown app:app /data
COPY --from=production-deps --chown=app:app /app/node_modules ./node_modules
COPY --from=build --chown=app:app /app/build ./build
COPY --from=build --chown=app:app /app/server-build ./server-build
COPY --from=build --chown=app:app /app/public ./public
COPY --chown=app:app package.json ./
COPY --chown=app:app db/migrations ./db/migrations
USER app
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The server applies pending migrations before it listens.
CMD ["node", "server-build/index.js"]
