# syntax=docker/dockerfile:1
# The site in a container: built in one stage, run from a slim one as an unprivileged user. Settings come from
# the environment (README, "Configuration"); DATA_DIR is a volume. deploy/compose.yaml runs two of these behind
# a proxy on one PostgreSQL database. Node 24 LTS (CI runs the tests on it: `npm run test:node24`), held at 24.18:
# from 24.19 a better-sqlite3 12 built against Node's headers aborts the process when V8 collects a statement
# outside JavaScript (nodejs/node#65446); better-sqlite3 13 does not, but needs Node 22+ (the machines run 20).
#   docker build -t valet . && docker run -e SITE_URL=https://www.example.com … valet

FROM node:24.18-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# No page is made at build: SITE_URL is read by the running server (docs/delivery.md).
RUN npx react-router build

FROM node:24.18-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund

FROM node:24.18-bookworm-slim
# pg_dump, for `npm run backup` against PostgreSQL from inside the container.
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production DATA_DIR=/data PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
COPY server ./server
COPY scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/index.js"]
