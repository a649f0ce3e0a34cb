#!/bin/sh
# The nginx image runs this before it starts (/docker-entrypoint.d), and the proxy test runs it too:
# when GAMA_TLS_DIR holds no certificate, it makes a self-signed one for GAMA_SERVER_NAME (a local
# stack; the browser warns, `curl -k` accepts it). A real site puts its own site.crt and site.key there.
set -eu
dir="${GAMA_TLS_DIR:?}"
name="${GAMA_SERVER_NAME:?}"
if [ -s "$dir/site.crt" ] && [ -s "$dir/site.key" ]; then
	exit 0
fi
mkdir -p "$dir"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 825 \
	-subj "/CN=$name" -addext "subjectAltName=DNS:$name" \
	-keyout "$dir/site.key" -out "$dir/site.crt" 2>/dev/null
echo "$0: self-signed certificate for $name in $dir"
