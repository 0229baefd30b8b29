# syntax=docker/dockerfile:1
# Sladd: one image for the API processes and the `sladd worker` processes (docs/DEPLOY.md).
#
#   docker build -t sladd .                              # from the repository root
#   docker run … sladd                                   # an API process on port 8080
#   docker run … sladd node --enable-source-maps apps/api/dist/cli.js worker --concurrency 2
#
# Nothing the server runs needs a system package: PDFs are read and written by MuPDF and OCR is
# tesseract.js, both WebAssembly inside node_modules, with the Norwegian and English models shipped
# by npm packages. poppler-utils, qpdf and tesseract-ocr are used by the tests only (.ci/run).
#
# `npm run check:deploy -- --build` runs this file's build-stage COPY and RUN steps on a clean copy
# of the build context, then the runtime stage's COPY and CMD, and polls /api/health
# (scripts/check-deploy.mjs). Keep the steps plain enough for it to read: one COPY source per
# line in the runtime stage, no shell variables in paths.

ARG NODE_VERSION=22

# ---- build: install everything, build the web app and the server, drop the dev dependencies ----
FROM node:${NODE_VERSION}-bookworm-slim AS build
# better-sqlite3 and re2 are native addons: npm takes a prebuilt binary when one can be downloaded
# and compiles them otherwise (node-gyp needs python3, make and g++).
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The manifests first, so the install layer is reused while only sources change. Every workspace
# (packages/*, apps/*) needs its package.json here; check:deploy fails when one is missing.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY packages/detect/package.json packages/detect/
COPY packages/pdf/package.json packages/pdf/
COPY apps/api/package.json apps/api/
COPY apps/api/bin apps/api/bin
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
# The version mark shown in the footer (README, SLADD_BUILD_ID); without it, the build time.
ARG SLADD_BUILD_ID
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund

# ---- runtime: the built tree, run by an unprivileged user ----
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/var/lib/sladd \
    HOST=0.0.0.0 \
    PORT=8080
# DATA_DIR holds the mail outbox (when SMTP_URL is unset) and a generated auth-secret (when
# AUTH_SECRET is unset); with PostgreSQL, SMTP_URL and AUTH_SECRET set, nothing is written to it.
RUN groupadd --system --gid 10001 sladd \
  && useradd --system --uid 10001 --gid sladd --home-dir /var/lib/sladd --no-create-home \
       --shell /usr/sbin/nologin sladd \
  && mkdir -p /var/lib/sladd \
  && chown sladd:sladd /var/lib/sladd \
  && chmod 0700 /var/lib/sladd
WORKDIR /app
# Owned by root: the service user can read the code but not change it.
COPY --from=build /app /app
USER sladd
VOLUME ["/var/lib/sladd"]
EXPOSE 8080
# /api/health: 200 when the database, Redis (if configured), and in queue mode the queue and at
# least one worker answer; 503 naming what is down otherwise. Node's fetch: no curl in the image.
# A worker container replaces it with its own /health on WORKER_METRICS_PORT (compose.yaml).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
