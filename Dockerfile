# syntax=docker/dockerfile:1
# One country's site as a container image (docs/deploy.md). Build one image per country:
#   docker build --build-arg SITE_COUNTRY=es --build-arg BUILD_ID=$(git rev-parse HEAD) \
#     --build-arg PRISMIC_REPOSITORY_NAME=my-repo --secret id=prismic_access_token,env=PRISMIC_ACCESS_TOKEN \
#     --build-arg SITE_URL_ES=https://www.example.es --build-arg SITE_URL_CO=https://www.example.co -t brezo-es .
# A production image assumes nothing: without PRISMIC_REPOSITORY_NAME, SITE_URL_ES and SITE_URL_CO
# the build stops with one line per missing variable, and `next build` type-checks (a type error
# fails the build). The server's own variables (secrets, mailboxes, TRUST_PROXY, SIGNING_SECRET)
# are given at run time and checked when the container starts, which stops on any missing one.
# A demonstration image (seed content from the embedded content service, localhost origins, the
# local mode's defaults) only with the explicit build argument SITE_MODE=local:
#   docker build --build-arg SITE_MODE=local -t brezo-demo .
# The newest Node.js 22 (package.json "engines" >=22.19, .nvmrc; docs/decisions.md).
ARG NODE_IMAGE=node:22-bookworm-slim

# --- dependencies (dev dependencies included: the build needs them) -------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Exactly the committed lock (it lists every platform's optional builds; `npm test` checks it).
RUN npm ci --no-audit --no-fund

# --- build: `npm run build` (next build with output "standalone", and beside it each locale's search
# snapshot for the ref built, written into .next/standalone/.next/cache/search: scripts/build.mjs) ---
FROM deps AS build
# Read when pages are prerendered (and again at run time by regenerations: the runtime stage keeps
# the same values). SITE_COUNTRY also fixes the locales, rewrites and security headers of the build.
ARG SITE_COUNTRY=es
ARG BUILD_ID=
# Empty: production. "local": the demonstration image (src/config/environment.ts).
ARG SITE_MODE=
ARG SITE_URL_ES=
ARG SITE_URL_CO=
ARG SITE_FONT=
ARG PRISMIC_REPOSITORY_NAME=
ARG PRISMIC_API_ENDPOINT=
ARG PRISMIC_CONTENT_REF=
ARG TAG_MANAGER_ID=
ARG SUPPORT_CHAT_KEY=
ARG SUPPORT_CHAT_PAGES=
ARG GOOGLE_SITE_VERIFICATION=
ARG SLICE_MACHINE_ORIGIN=
ENV NEXT_TELEMETRY_DISABLED=1 SITE_MODE=${SITE_MODE} SLICE_MACHINE_ORIGIN=${SLICE_MACHINE_ORIGIN} \
    SITE_COUNTRY=${SITE_COUNTRY} BUILD_ID=${BUILD_ID} SITE_URL_ES=${SITE_URL_ES} SITE_URL_CO=${SITE_URL_CO} SITE_FONT=${SITE_FONT} \
    PRISMIC_REPOSITORY_NAME=${PRISMIC_REPOSITORY_NAME} PRISMIC_API_ENDPOINT=${PRISMIC_API_ENDPOINT} PRISMIC_CONTENT_REF=${PRISMIC_CONTENT_REF} \
    TAG_MANAGER_ID=${TAG_MANAGER_ID} SUPPORT_CHAT_KEY=${SUPPORT_CHAT_KEY} SUPPORT_CHAT_PAGES=${SUPPORT_CHAT_PAGES} \
    GOOGLE_SITE_VERIFICATION=${GOOGLE_SITE_VERIFICATION}
COPY . .
RUN --mount=type=secret,id=prismic_access_token,required=false \
  set -e; \
  if [ -f /run/secrets/prismic_access_token ]; then export PRISMIC_ACCESS_TOKEN="$(cat /run/secrets/prismic_access_token)"; fi; \
  if [ "$SITE_MODE" = "local" ]; then \
    echo "SITE_MODE=local: demonstration image, prerendered from the embedded local content service (seed content)"; \
    CONTENT_SERVICE_PORT=3100 node services/content/server.mjs & \
    node -e "const t=Date.now();(async function w(){try{if((await fetch('http://localhost:3100/api/v2')).ok)return}catch{};if(Date.now()-t>30000)process.exit(1);setTimeout(w,300)})()"; \
  else \
    export RUNTIME_VARIABLES_AT_START=1; \
  fi; \
  npm run build

# --- runtime: the standalone server only, as a non-root user ----------------------------------------
FROM ${NODE_IMAGE} AS runtime
ARG SITE_COUNTRY=es
ARG SITE_MODE=
ARG SITE_URL_ES=
ARG SITE_URL_CO=
ARG SITE_FONT=
ARG PRISMIC_REPOSITORY_NAME=
ARG PRISMIC_API_ENDPOINT=
ARG PRISMIC_CONTENT_REF=
ARG TAG_MANAGER_ID=
ARG SUPPORT_CHAT_KEY=
ARG SUPPORT_CHAT_PAGES=
ARG GOOGLE_SITE_VERIFICATION=
ARG SLICE_MACHINE_ORIGIN=
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 SITE_MODE=${SITE_MODE} SLICE_MACHINE_ORIGIN=${SLICE_MACHINE_ORIGIN} \
    SITE_COUNTRY=${SITE_COUNTRY} SITE_URL_ES=${SITE_URL_ES} SITE_URL_CO=${SITE_URL_CO} SITE_FONT=${SITE_FONT} \
    PRISMIC_REPOSITORY_NAME=${PRISMIC_REPOSITORY_NAME} PRISMIC_API_ENDPOINT=${PRISMIC_API_ENDPOINT} PRISMIC_CONTENT_REF=${PRISMIC_CONTENT_REF} \
    TAG_MANAGER_ID=${TAG_MANAGER_ID} SUPPORT_CHAT_KEY=${SUPPORT_CHAT_KEY} SUPPORT_CHAT_PAGES=${SUPPORT_CHAT_PAGES} \
    GOOGLE_SITE_VERIFICATION=${GOOGLE_SITE_VERIFICATION}
# The same WORKDIR as the build: next-i18next keeps the absolute path of public/locales.
WORKDIR /app
RUN groupadd --system --gid 1001 nextjs && useradd --system --uid 1001 --gid nextjs --no-create-home --home /app nextjs
# .next/server is also the local ISR cache: writable by the server's user. The standalone folder
# carries the build's search snapshots (.next/cache/search) and published record (.next/cache/published.json), loaded at start instead of reading
# every document (docs/deploy.md).
COPY --from=build --chown=nextjs:nextjs /app/.next/standalone ./
COPY --from=build --chown=nextjs:nextjs /app/.next/static ./.next/static
COPY --from=build --chown=nextjs:nextjs /app/public ./public
USER nextjs
EXPOSE 3000
# /api/health checks nothing external (docs/deploy.md): a content outage must not take instances out.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health',{signal:AbortSignal.timeout(2500)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Secrets at run time only: PRISMIC_ACCESS_TOKEN, PRISMIC_WEBHOOK_SECRET, MAILJET_API_KEY/SECRET, REDIS_URL.
CMD ["node", "server.js"]
