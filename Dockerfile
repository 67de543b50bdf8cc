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
# The web client and the compiled server (apps/server/dist/main.js); a failed build fails the image.
RUN node apps/server/scripts/prisma-generate.js --force && npm run build
ENV HOST=0.0.0.0 PORT=3000 LOG_LEVEL=info NODE_ENV=production
EXPOSE 3000
USER node
# The compiled server, as `npm start` runs it (with the same young generation, see docs/operations.md); it applies pending migrations at start.
CMD ["node", "--max-semi-space-size=64", "apps/server/dist/main.js"]
