#!/usr/bin/env bash
# Runs a built image of the site as an operator would and checks it: /healthz, a page, the image's
# HEALTHCHECK, that it does not run as root, the ops command, a lead that is stored in the data volume
# and still there for the next container, and a clean stop (exit 0 within docker stop's 10 s).
#
#   scripts/smoke-image.sh IMAGE                       # e.g. ghcr.io/OWNER/gama-site:SHA
#   CONTAINER=podman scripts/smoke-image.sh IMAGE      # docker or podman; found by itself when unset
#   PORT=3917                                          # the host port the site answers on
#   SMOKE_RUN_ARGS="--network=host"                    # extra `run` options a machine may need
#
# Exits non-zero when any check fails; the container and its volume are removed either way.
set -euo pipefail

image=${1:-${IMAGE:-}}
[ -n "$image" ] || { echo "usage: scripts/smoke-image.sh IMAGE" >&2; exit 2; }
port=${PORT:-3917}
url="http://127.0.0.1:$port"
if [ -z "${CONTAINER:-}" ]; then
  if command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then CONTAINER=docker
  elif command -v podman >/dev/null 2>&1; then CONTAINER=podman
  else echo "neither docker nor podman is available" >&2; exit 2; fi
fi
c=$CONTAINER
name=gama-smoke-$$
volume=gama-smoke-$$-data
# shellcheck disable=SC2206 # word splitting is the point: several options may be given
extra=(${SMOKE_RUN_ARGS:-})
failed=0
ok() { echo "ok   $*"; }
bad() { echo "FAIL $*"; failed=1; }
cleanup() {
  "$c" rm -f "$name" >/dev/null 2>&1 || true
  "$c" volume rm -f "$volume" >/dev/null 2>&1 || true
}
trap cleanup EXIT

echo "$c: $image on $url"
# PORT inside and outside alike, so the same command serves a bridged network (-p) and a host one.
# Docker runs a health check only every interval (30 s in the image); 2 s here gets the first answer
# soon. Podman runs one when asked (below).
health=()
[ "$c" = docker ] && health=(--health-interval=2s)
"$c" run -d --name "$name" -p "127.0.0.1:$port:$port" -e PORT="$port" -e SITE_URL="$url" \
  -v "$volume:/data" "${health[@]}" "${extra[@]}" "$image" >/dev/null

for _ in $(seq 1 60); do
  curl -fsS "$url/healthz" >/dev/null 2>&1 && break
  # A server that failed to start has nothing more to say than its log.
  [ "$("$c" inspect --format '{{.State.Running}}' "$name")" = true ] || break
  sleep 1
done
if curl -fsS "$url/healthz" >/dev/null 2>&1; then ok "/healthz answers"; else
  bad "/healthz does not answer"; "$c" logs "$name" 2>&1 | tail -n 20; exit 1
fi

page=$(curl -sS -w '\n%{http_code}' "$url/planos")
if [ "${page##*$'\n'}" = 200 ] && grep -q '<html lang="pt-BR"' <<<"$page"; then ok "/planos answers 200 in pt-BR"
else bad "/planos answers ${page##*$'\n'}"; fi

if [ "$c" = podman ]; then
  if podman healthcheck run "$name" >/dev/null 2>&1; then ok "HEALTHCHECK passes"; else bad "HEALTHCHECK fails or is missing"; fi
else
  status=
  for _ in $(seq 1 30); do
    status=$(docker inspect --format '{{if .State.Health}}{{.State.Health.Status}}{{end}}' "$name")
    [ "$status" = healthy ] && break
    sleep 1
  done
  if [ "$status" = healthy ]; then ok "HEALTHCHECK passes"; else bad "HEALTHCHECK is '${status:-missing}'"; fi
fi

uid=$("$c" exec "$name" id -u)
user=$("$c" exec "$name" id -un)
if [ "$uid" != 0 ]; then ok "runs as $user (uid $uid)"; else bad "runs as root"; fi

if "$c" exec "$name" node leads.js stats >/dev/null; then ok "ops command (node leads.js stats)"; else bad "ops command fails"; fi

# A demonstration request as a visitor's browser sends it (the form's fields, a person's fill time).
answer=$(curl -sS -X POST "$url/?index" -H "Origin: $url" \
  --data-urlencode _form=demo --data-urlencode "_submission=smoke-$$-$(date +%s)" --data-urlencode _fill=8000 \
  --data-urlencode website= --data-urlencode "nome=Teste da Imagem" --data-urlencode "empresa=Loja de Teste" \
  --data-urlencode "email=smoke@exemplo.com.br" --data-urlencode "whatsapp=(11) 98765-4321" \
  --data-urlencode faturamento=10k-50k --data-urlencode unidades=1 --data-urlencode segmento=pizzaria \
  --data-urlencode aceitaPrivacidade=on)
if grep -q "solicitada com sucesso" <<<"$answer"; then ok "a demonstration request is accepted"; else bad "the demonstration request was not accepted"; fi

started=$(date +%s%N)
"$c" stop -t 10 "$name" >/dev/null
ms=$(( ($(date +%s%N) - started) / 1000000 ))
code=$("$c" inspect --format '{{.State.ExitCode}}' "$name")
if [ "$code" = 0 ]; then ok "stops cleanly on SIGTERM in $ms ms (exit 0)"; else bad "exit code $code after stop ($ms ms)"; fi

# The lead outlives its container: a new one on the same volume lists it.
stored=$("$c" run --rm -v "$volume:/data" "${extra[@]}" "$image" node leads.js list 2>&1 || true)
lead=$(grep -E "  (pending|delivered) +attempts=[0-9]+  demonstracao  " <<<"$stored" || true)
if [ -n "$lead" ] && grep -q "^1 lead(s)" <<<"$stored"; then
  ok "the lead is in the volume for the next container: $(awk '{print $1, $2, $3}' <<<"$lead")"
else bad "the volume holds no lead: $(tail -n 1 <<<"$stored")"; fi

exit $failed
