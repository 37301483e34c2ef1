# Vitae: one image for every role (serve, worker, admin). Build: docker build -t vitae .
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY bin ./bin
COPY src ./src
COPY tsconfig.json ./
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
ENV PORT=8080 HOST=0.0.0.0 VITAE_DATA_DIR=/app/data
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["node", "bin/vitae.js"]
CMD ["serve"]
