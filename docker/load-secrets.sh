#!/bin/sh
# Entry point of the service images: a secret set in env wins; otherwise it is read from the file
# that compose's one-shot `secrets` job generated on first start (docs/identity-and-privacy.md: none in the repo).
set -eu
dir="${SECRETS_DIR:-/run/secrets/ghar}"
for name in JWT_SECRET INTERNAL_SIGNING_SECRET AADHAAR_ENCRYPTION_KEY; do
  if [ -z "$(printenv "$name" || true)" ] && [ -r "$dir/$name" ]; then
    export "$name=$(cat "$dir/$name")"
  fi
done
exec "$@"
