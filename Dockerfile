# The game server with the built web client. Used by docker-compose.yml.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false
# Manifests first, so that dependency layers are cached between code changes.
COPY package.json package-lock.json prisma.config.ts ./
COPY packages/rules/package.json packages/rules/
COPY packages/protocol/package.json packages/protocol/
COPY packages/client/package.json packages/client/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY prisma ./prisma
COPY apps/server/scripts ./apps/server/scripts
# The root postinstall generates the Prisma client offline (apps/server/scripts/prisma-generate.js).
RUN npm ci
COPY . .
# A web client that fails to build fails the image: players would get a server without its page.
RUN node apps/server/scripts/prisma-generate.js --force && npm run build:web
ENV HOST=0.0.0.0 PORT=3000 LOG_LEVEL=info NODE_ENV=production
EXPOSE 3000
USER node
# tsx runs the TypeScript sources directly, as `npm start` does; the server applies migrations at start.
CMD ["node", "node_modules/tsx/dist/cli.mjs", "apps/server/src/main.ts"]
