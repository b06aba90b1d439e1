#!/usr/bin/env bash
# A local OpenAI-compatible server for the Blueprint provider's real-model test, with no network
# beyond npm: builds llama.cpp's llama-server from the source bundled in the node-llama-cpp npm
# package (Debian's cmake and g++; about 5 minutes on 2 cores, at -O1), writes a tiny random-weight GGUF
# model, and serves it on 127.0.0.1. Both are cached outside the repository.
#
# The tiny model writes gibberish, but llama-server's json_schema grammar keeps it inside the
# report schema, so it proves the plumbing (request, schema, parsing, merging), not the quality:
#
#   tools/llama-server/tiny-llama-server.sh &    # prints AI_BASE_URL when ready
#   cd apps/server && AI_BASE_URL=http://127.0.0.1:18080/v1 AI_MODEL=tiny AI_TEST_QUALITY=0 \
#     npx vitest run src/modules/blueprint/blueprint.openai.model
#
# Needs: npm, git, cmake, g++, python3 with numpy and yaml (Debian: python3-numpy python3-yaml).
# PORT (18080) and SIDECAMP_LLAMA_CACHE (~/.cache/sidecamp) may be set. With --prepare it only
# builds the server and writes the model (CI starts that early, in the background) and exits.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cache="${SIDECAMP_LLAMA_CACHE:-$HOME/.cache/sidecamp}"
port="${PORT:-18080}"
version="3.22.1" # node-llama-cpp, whose llama/gitRelease.bundle holds the llama.cpp source
server="$cache/llama-server"
src="$cache/llama-src-$version"
mkdir -p "$cache"

source_tree() {
  [ -d "$src/llama.cpp" ] && return
  mkdir -p "$src"
  (cd "$src" && npm pack --silent "node-llama-cpp@$version" >/dev/null && tar xzf "node-llama-cpp-$version.tgz")
  git -c advice.detachedHead=false clone -q "$src/package/llama/gitRelease.bundle" "$src/llama.cpp"
}

if [ ! -x "$server" ]; then
  source_tree
  echo "building llama-server (several minutes)..." >&2
  started=$(date +%s)
  # No network during the build: no prebuilt web UI download, no curl, no OpenSSL. -O1, not
  # Release's -O3: the tiny model needs no speed (680 tokens a second at -O1, a report in ~5 s),
  # and the build is what a cold CI run waits for (313 s at -O1 on a busy machine, 6-8 min at -O3).
  nice -n 19 cmake -S "$src/llama.cpp" -B "$src/build" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_FLAGS_RELEASE='-O1 -DNDEBUG' -DCMAKE_CXX_FLAGS_RELEASE='-O1 -DNDEBUG' \
    -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_APP=OFF -DLLAMA_BUILD_UI=OFF \
    -DLLAMA_USE_PREBUILT_UI=OFF -DLLAMA_OPENSSL=OFF -DLLAMA_CURL=OFF -DBUILD_SHARED_LIBS=OFF \
    -DGGML_NATIVE=ON >"$src/configure.log"
  nice -n 19 cmake --build "$src/build" --target llama-server -j "$(nproc)" >"$src/build.log"
  cp "$src/build/bin/llama-server" "$server.tmp" && mv "$server.tmp" "$server"
  echo "built in $(($(date +%s) - started)) s: $server" >&2
fi

model="$cache/tiny.gguf"
if [ ! -f "$model" ]; then
  source_tree
  # The first Python that has numpy and yaml (a pyenv one may shadow Debian's, which apt fills).
  python=""
  for candidate in python3 /usr/bin/python3; do
    if "$candidate" -c 'import numpy, yaml' 2>/dev/null; then python="$candidate"; break; fi
  done
  [ -n "$python" ] || { echo "no python3 with numpy and yaml (apt-get install python3-numpy python3-yaml)" >&2; exit 1; }
  PYTHONPATH="$src/llama.cpp/gguf-py" "$python" "$here/tiny_gguf.py" "$model.tmp" >&2
  mv "$model.tmp" "$model"
fi

[ "${1:-}" = "--prepare" ] && exit 0

echo "AI_BASE_URL=http://127.0.0.1:$port/v1 AI_MODEL=tiny" >&2
exec nice -n 19 "$server" -m "$model" --host 127.0.0.1 --port "$port" -c 32768 -t 2 -n 8192 --no-webui
