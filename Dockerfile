# Dependencies, exactly as the lockfile has them. Their native modules come prebuilt inside
# their npm packages (better-sqlite3 13, sharp): nothing is compiled, so no compilers. The
# project's own `prepare` (the build) cannot run before the sources are copied, hence
# `--ignore-scripts`, then the one install script `allowScripts` reviews, esbuild's, and the
# project's own `postinstall`: the patches in patches/ (decision 0257).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --ignore-scripts --no-audit --no-fund \
  && npm rebuild esbuild \
  && npx patch-package --error-on-fail

# The Remix build and the Express entry.
FROM deps AS build
WORKDIR /app
COPY . .
RUN npm run build

# Only what runs in production, native module included.
FROM deps AS production-deps
WORKDIR /app
RUN npm prune --omit=dev

# Litestream's Linux binary, as its maintainers publish it on npm, for this machine's
# architecture: it replicates the database when LITESTREAM_REPLICA_URL is set.
# (A working folder rather than --prefix, which would also move npm's global configuration.)
FROM node:24-bookworm-slim AS litestream
WORKDIR /opt/litestream
RUN npm install --no-save --no-audit --no-fund \
    "@flydotio/litestream-linux-$(node -p process.arch)@1.0.1" \
  && cp node_modules/@flydotio/litestream-linux-*/litestream /usr/local/bin/litestream

FROM node:24-bookworm-slim AS runtime
LABEL org.opencontainers.image.title="agency-site" \
  org.opencontainers.image.description="Sito dell'agenzia e area riservata"
# NODE_OPTIONS: the server's heap sizes, as package.json's config.serverNodeOptions says and
# why (decision 0263); every node process of the container has them, the CLI's included.
ENV NODE_ENV=production \
  NODE_OPTIONS="--max-semi-space-size=16 --max-old-space-size=512" \
  PORT=3000 \
  HOST=0.0.0.0 \
  DATABASE_PATH=/data/app.db \
  MAIL_DIR=/data/mail \
  UPLOADS_DIR=/data/uploads
WORKDIR /app
# A fixed uid and gid, the same in every build, so a host folder can be handed to the
# server before its first start (chown 10001:10001); 10001 is clear of the ids that
# distributions give their own users, the node image's 1000 included.
RUN groupadd --gid 10001 app \
  && useradd --uid 10001 --gid 10001 --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin app \
  && mkdir -p /data \
  && chown 10001:10001 /data
# The code stays root's: the server can read it but not rewrite it, so a flaw in the app
# cannot plant code that survives a restart. Only /data is the server's.
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server-build ./server-build
# The drawing threads' program is not bundled: it runs as it is, found from the working
# directory like the migrations (decision 0245).
COPY app/utils/drawing-thread.js ./app/utils/drawing-thread.js
# So is the thread that sends a campaign's batches, with the copy-making it shares (decision 0290).
COPY app/features/mail/batch-thread.js app/features/mail/recipient-copy.js ./app/features/mail/
COPY --from=build /app/public ./public
COPY --from=production-deps /app/package.json ./
COPY db/migrations ./db/migrations
COPY deploy/litestream.yml ./deploy/litestream.yml
COPY --from=litestream /usr/local/bin/litestream /usr/local/bin/litestream
# So operators can type `docker exec <container> agency check`, or run
# `docker run --rm -v <volume>:/data <image> agency restore FILE` with the server stopped;
# the build leaves agency.js executable.
RUN ln -s /app/server-build/agency.js /usr/local/bin/agency
# Numeric, so the engine and Kubernetes' runAsNonRoot can tell it is not root without
# reading /etc/passwd.
USER 10001:10001
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The server applies pending migrations before it listens; with LITESTREAM_REPLICA_URL set it
# runs under Litestream, after restoring an empty volume from the replica.
CMD ["node", "server-build/start.js"]
