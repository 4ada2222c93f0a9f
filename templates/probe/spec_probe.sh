# TPU Workbench spec probe: run with `bash -s -- PYTHON` (the script arrives on stdin).
# Prints MaxKernel's DEVICE_KIND:/DEVICE_COUNT: lines when a framework can see the TPU, plus
# ACCELERATOR_TYPE:, WORKER_ID:, HOSTNAMES:, SOURCE: where it can tell, and CPU_CORES:. Every
# method is bounded in time so that an unreachable metadata server or a hung import cannot stall the probe.
PY="${1:-python3}"

run_py() {
  timeout 90 "$PY" -c "$1" 2>/dev/null
}

if out=$(run_py '
import sys
import jax
d = jax.devices()
if not d or d[0].platform != "tpu":
    sys.exit(3)
print("DEVICE_KIND:" + d[0].device_kind)
print("DEVICE_COUNT:%d" % len(d))
print("WORKER_ID:%d" % jax.process_index())
'); then
  echo "$out"
  echo "SOURCE:jax"
elif out=$(run_py '
import sys
import torch_xla.runtime as xr
from torch_xla._internal import tpu
if xr.device_type() != "TPU":
    sys.exit(3)
print("DEVICE_COUNT:%d" % xr.global_runtime_device_count())
print("DEVICE_KIND:TPU v%d" % tpu.version())
print("WORKER_ID:%d" % xr.process_index())
'); then
  echo "$out"
  echo "SOURCE:torch_xla"
fi

if [ -n "${TPU_ACCELERATOR_TYPE:-}" ]; then
  echo "ACCELERATOR_TYPE:${TPU_ACCELERATOR_TYPE}"
  [ -n "${TPU_WORKER_ID:-}" ] && echo "WORKER_ID:${TPU_WORKER_ID}"
  [ -n "${TPU_WORKER_HOSTNAMES:-}" ] && echo "HOSTNAMES:${TPU_WORKER_HOSTNAMES}"
  echo "SOURCE:env"
elif command -v curl >/dev/null 2>&1 \
     && acc=$(curl -sf --connect-timeout 1 -m 2 -H 'Metadata-Flavor: Google' \
              http://169.254.169.254/computeMetadata/v1/instance/attributes/accelerator-type); then
  echo "ACCELERATOR_TYPE:${acc}"
  worker=$(curl -sf --connect-timeout 1 -m 2 -H 'Metadata-Flavor: Google' \
           http://169.254.169.254/computeMetadata/v1/instance/attributes/agent-worker-number) \
    && echo "WORKER_ID:${worker}"
  echo "SOURCE:metadata"
fi

accel=$(ls -d /dev/accel* /dev/vfio/[0-9]* 2>/dev/null | wc -l)
echo "LOCAL_TPU_DEVICE_FILES:${accel}"
echo "HOSTNAME:$(hostname)"
cores=$(nproc 2>/dev/null) && echo "CPU_CORES:${cores}"
echo "PROBE_DONE"
