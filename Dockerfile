# syntax=docker/dockerfile:1
# Multi-stage build: the runtime image holds production dependencies and the build only.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci applies patches/ (the content editor's Portuguese messages) after installing.
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# --omit=optional: typescript was an optional peer of @react-router/express (since removed: the
# server has its own adapter), and with --omit=dev alone npm installed it and its native compiler
# (31 MB); the flag keeps any such peer out. The only optional package in the production tree now is
# pg-cloudflare, which pg loads on Cloudflare Workers only.
# tests/ops/production-install.spec.ts runs this exact line and starts the server on its result.
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json server.js leads.js node-version.js ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness, not readiness: /healthz says the process answers. /readyz also turns 503 while a lead waits out
# a mail server outage, which every replica sees in the same queue; as a health check it would mark them all
# unhealthy at once and a restart fixes nothing. Monitoring watches /readyz instead (README, runbook).
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (exec form), which drains requests, gives the send at hand 5 s and exits
# within 10 s (docker stop's default grace).
CMD ["node", "server.js"]
