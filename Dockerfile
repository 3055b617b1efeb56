# syntax=docker/dockerfile:1
# Build stage: install everything, build the web app and the server bundle.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY common/package.json common/
COPY backend/package.json backend/
COPY backend/embedded-db/package.json backend/embedded-db/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY common common
COPY backend backend
COPY frontend frontend
RUN npm run build

# Runtime stage: only the server's production dependencies, the bundle and the built web app.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY common/package.json common/
COPY backend/package.json backend/
COPY backend/embedded-db/package.json backend/embedded-db/
COPY frontend/package.json frontend/
# fonts-dejavu-core: the one font the og:image text is drawn in (backend/src/http/ogImage.ts).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
RUN npm ci --omit=dev --no-audit --no-fund --workspace backend --include-workspace-root=false \
 && npm cache clean --force \
 && mkdir -p /app/data && chown node:node /app/data
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
USER node
# The embedded database (MONGODB_URI unset) keeps its journal and snapshot here: outside the container's
# own layer, so replacing the container does not start the app empty. Name it: docker run -v gridable-data:/app/data
VOLUME ["/app/data"]
EXPOSE 3000
# PORT may be changed at run time; the check follows it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The same node flags as `npm start` (package.json): see README, "Memory" and "Threads".
CMD ["node", "--max-semi-space-size=4", "--v8-pool-size=1", "backend/dist/server.js"]
