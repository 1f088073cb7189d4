#!/usr/bin/env bash
# Restarts the site's instances one at a time, each only once the one before is ready again, so a
# deploy never leaves the balancer without a live instance (docs/operations.md, "Deploying a new
# version"). Usage, on the machine that runs the instances:
#
#   scripts/rolling-restart.sh 3001 3002
#
# RESTART_COMMAND restarts one instance, `{port}` standing for its port, and must return once the
# old process has stopped (systemctl restart does); default: `systemctl restart lawfirm@{port}`,
# the unit in docs/operations.md. READY_TIMEOUT: seconds to wait for each (default 120).
# READY_URL: where readiness is asked (default http://127.0.0.1:{port}/api/health/ready; add
# BASE_PATH when the site has one).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 PORT [PORT ...]" >&2
  exit 2
fi
restart_command=${RESTART_COMMAND:-'systemctl restart lawfirm@{port}'}
ready_url=${READY_URL:-'http://127.0.0.1:{port}/api/health/ready'}
timeout=${READY_TIMEOUT:-120}

for port in "$@"; do
  echo "restarting the instance on port $port"
  bash -c "${restart_command//\{port\}/$port}"
  deadline=$((SECONDS + timeout))
  until curl -fs -o /dev/null "${ready_url//\{port\}/$port}"; do
    if ((SECONDS >= deadline)); then
      echo "the instance on port $port is not ready after ${timeout} s: the others are left as they are" >&2
      exit 1
    fi
    sleep 0.5
  done
  echo "the instance on port $port is ready"
done
