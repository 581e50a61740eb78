# syntax=docker/dockerfile:1
# One image pattern for every backend process and for the web build:
#   --target service --build-arg WORKSPACE=services/<name> | gateway
#   --target web     (the built SPA, published into the volume the gateway serves from)
# TypeScript runs with tsx, as in development, so there is no compile step.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
# Manifests only, so this layer (the same for every target) is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/platform/package.json packages/platform/
COPY packages/testing/package.json packages/testing/
COPY packages/local-infra/package.json packages/local-infra/
COPY services/auth/package.json services/auth/
COPY services/listings/package.json services/listings/
COPY services/bookings/package.json services/bookings/
COPY services/dealers/package.json services/dealers/
COPY services/notifications/package.json services/notifications/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund && npm cache clean --force
COPY tsconfig.base.json tsconfig.json ./
COPY packages/contracts packages/contracts

FROM deps AS service
COPY packages/platform packages/platform
ARG WORKSPACE
COPY ${WORKSPACE} ${WORKSPACE}
COPY --chmod=755 docker/load-secrets.sh /usr/local/bin/load-secrets
# Listings draws the price and place on link-preview cards (SVG text through sharp): a font.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
# A fresh named volume mounted at /data takes this owner, so the service can write its uploads.
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
WORKDIR /app/${WORKSPACE}
ENV NODE_ENV=production
ENTRYPOINT ["load-secrets"]
CMD ["node", "--import", "tsx", "src/main.ts"]

FROM deps AS web-build
COPY web web
RUN npm run build -w @ghar/web

FROM busybox:1.37 AS web
COPY --from=web-build /app/web/dist /dist
# Replaces the previous build in the shared volume, then exits; the gateway starts after it.
CMD ["sh", "-c", "find /srv/web -mindepth 1 -delete && cp -R /dist/. /srv/web/"]
