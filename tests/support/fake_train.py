# A stand-in for a scaffolded train.py, for tests of the run lifecycle (launch, stop, resume,
# preemption) that need a run to take seconds, not a model: it writes a loss per step to
# metrics/host-<worker>.jsonl, checkpoints its step atomically every step, resumes from it with
# --resume auto, and on SIGTERM ends its step and exits 143 like train.py.
import json, os, signal, sys, time
args = sys.argv[1:]
def opt(name, default):
    return args[args.index(name) + 1] if name in args else default
steps = int(opt('--max-steps', '3'))
delay = float(opt('--step-seconds', '0.05'))
host = int(os.environ.get('TPUWB_WORKER_ID', '0'))
os.makedirs('metrics', exist_ok=True)
os.makedirs('checkpoints', exist_ok=True)
out = open('metrics/host-%d.jsonl' % host, 'a', buffering=1)
stop = False
def on_term(*_):
    global stop
    stop = True
signal.signal(signal.SIGTERM, on_term)
start = 0
if opt('--resume', 'none') == 'auto' and os.path.exists('checkpoints/step'):
    start = int(open('checkpoints/step').read())
for step in range(start + 1, steps + 1):
    if stop:
        break
    out.write(json.dumps({"step": step, "loss": 1.0 / step, "time": time.time(), "host": host}) + "\n")
    # One temp per host: the hosts of a multislice test share this folder.
    open('checkpoints/step.tmp%d' % host, 'w').write(str(step))
    os.replace('checkpoints/step.tmp%d' % host, 'checkpoints/step')
    time.sleep(delay)
code = 143 if stop else 0
out.write(json.dumps({"event": "done", "time": time.time(), "host": host, "exit_code": code}) + "\n")
sys.exit(code)
