# The app as a container: the same `node server.mjs` the systemd unit and `npm run topology` start,
# nothing more (no container engine runs here, so this file is kept a thin wrapper over that tested
# start command). Build: docker build --build-arg BUILD_VERSION=$(git rev-parse HEAD) -t aitheria .
# Every deployment value (SITE_URL, DATABASE_URL, company facts, …) is given at run time (.env.example).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG BUILD_VERSION=unversioned
# Development dependencies stay: `npm run inbox` (staff accounts, the outbox, purge) runs through tsx.
RUN BUILD_VERSION=$BUILD_VERSION npm run build && rm -rf .next/cache

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/var/lib/aitheria
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /var/lib/aitheria && chown node:node /var/lib/aitheria
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "server.mjs"]
