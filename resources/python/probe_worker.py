"""dtype-triage: the warm probe worker, a fork server for the CPU probes.

A cold probe spends most of its time in ``import torch``. This long-lived process
imports torch (and numpy and probe_runtime.py) once, then forks one child per job;
the child runs the probe the job names (``"probe"``: a failure family's probe,
loaded in the child from the job's ``"script"``) with its
stdout/stderr on a pipe that the worker relays, line by line, tagged with the
job id. A crashing child (segfault, OOM
kill, SIGKILL) is reported and the worker goes on.

The parent only imports, it never computes: an OpenMP/ATen thread pool started
before ``fork`` is not usable in the child and can hang it. Each child sets its
own torch thread count.

Usage: ``probe_worker.py [--runtime PATH] [--slots N] [--preload mod,mod]``

stdin, one JSON object a line:
    {"op": "run", "id": "j1", "job": {...probe job, "probe", "script"...}}
    {"op": "cancel", "id": "j1"}        # SIGKILL to the child's process group
    {"op": "quit"}                      # or EOF: kill the children, exit
stdout, one record a line:
    @worker {"op": "ready", ...}        # imports done, accepting jobs
    @worker {"op": "started", "id": "j1", "pid": 123}
    @out j1 <a line the child printed, verbatim>
    @worker {"op": "exited", "id": "j1", "exit_code": 0, "signal": 0, "seconds": 0.1}
    @worker {"op": "error", "id": "j1", "message": "..."}   # a request we cannot run
"""

import errno
import fcntl
import importlib
import importlib.util
import json
import os
import re
import select
import signal
import sys
import time

CONTROL = b"@worker "
OUTPUT = b"@out "
JOB_ID = re.compile(r"^[A-Za-z0-9_.:-]{1,64}$")
CHUNK = 65536
MAX_LINE = 60000  # below the 64 KiB at which the reading side (Job) cuts a line


def send(op, **fields):
    line = json.dumps({"op": op, **fields}, ensure_ascii=False).encode("utf-8")
    write_out(CONTROL + line + b"\n")


def write_out(data):
    # sys.stdout.buffer is a raw FileIO here (PYTHONUNBUFFERED, a pipe): one
    # write(2) each call, and a SIGCHLD arriving mid-way cuts it short. Whatever
    # it did not take is written again, or a record would be lost in the middle
    # of a relayed line (and a probe would never hear its child's exit).
    out = sys.stdout.buffer
    view = memoryview(data)
    while view:
        written = out.write(view)
        if written is None:  # a non-blocking pipe that is full: wait until it drains
            select.select([], [1], [])
            continue
        view = view[written:]
    out.flush()


def nonblocking(fd):
    fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) | os.O_NONBLOCK)


def preload(names):
    """Best effort: a module that is missing is simply imported later, per child."""
    loaded = []
    for name in names:
        try:
            importlib.import_module(name)
            loaded.append(name)
        except (
            Exception
        ):  # noqa: BLE001 -- any import failure only loses the warm start
            pass
    return loaded


def load_probe(name, path):
    spec = importlib.util.spec_from_file_location(f"dtriage_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load_runtime(options):
    """What is loaded before any fork: probe_runtime.py, which every family's
    probe imports (from this folder). A family's probe is loaded in the child
    that runs it, from the script its job names (probe_of)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(options["runtime"])))
    importlib.import_module("probe_runtime")


def probe_of(job):
    """Child only: the probe the job names, from its "script", which must be one
    of the scripts extracted beside this worker (its folder or below)."""
    name = job.get("probe")
    script = job.get("script")
    if not isinstance(name, str) or not name.isidentifier():
        return None
    if not isinstance(script, str) or not script.endswith(".py"):
        return None
    here = os.path.realpath(os.path.dirname(os.path.abspath(__file__)))
    real = os.path.realpath(script)
    if not real.startswith(here + os.sep) or not os.path.isfile(real):
        return None
    return load_probe(name, real)


def set_parent_death_signal():
    """The child dies with the worker, even though it has its own process group."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, int(signal.SIGKILL))  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


class Child:
    def __init__(self, job_id, pid, fd):
        self.id = job_id
        self.pid = pid
        self.fd = fd  # None once the pipe reached EOF
        self.pending = b""
        self.started = time.monotonic()


class Worker:
    def __init__(self, slots):
        self.slots = max(1, slots)
        self.children = {}  # pid -> Child
        self.queue = []  # (id, job) waiting for a slot
        self.stdin_buffer = b""
        self.stdin_open = True
        self.wake_r, self.wake_w = os.pipe()
        nonblocking(self.wake_r)
        nonblocking(self.wake_w)
        # A Python handler makes SIGCHLD write to the wakeup fd, so select wakes at once.
        signal.signal(signal.SIGCHLD, lambda *_: None)
        signal.set_wakeup_fd(self.wake_w)
        signal.signal(signal.SIGTERM, self.terminate)
        nonblocking(0)

    # -------------------------------------------------------------- requests

    def handle(self, line):
        try:
            request = json.loads(line)
            op = request.get("op")
        except (ValueError, AttributeError):
            send("error", id=None, message="not a JSON object")
            return
        job_id = request.get("id")
        if op == "quit":
            self.stdin_open = False
        elif not isinstance(job_id, str) or not JOB_ID.match(job_id):
            send("error", id=None, message="a request needs an id of [A-Za-z0-9_.:-]")
        elif op == "run" and isinstance(request.get("job"), dict):
            self.queue.append((job_id, request["job"]))
        elif op == "cancel":
            self.cancel(job_id)
        else:
            send("error", id=job_id, message=f"unknown request {op!r}")

    def cancel(self, job_id):
        for child in self.children.values():
            if child.id == job_id:
                kill_group(child.pid)
                return
        before = len(self.queue)
        self.queue = [(i, j) for i, j in self.queue if i != job_id]
        if len(self.queue) != before:
            send(
                "exited", id=job_id, exit_code=-1, signal=0, seconds=0.0, cancelled=True
            )

    # -------------------------------------------------------------- children

    def start_queued(self):
        while self.queue and len(self.children) < self.slots:
            job_id, job = self.queue.pop(0)
            self.fork(job_id, job)

    def fork(self, job_id, job):
        read_fd, write_fd = os.pipe()
        sys.stdout.flush()
        try:
            pid = os.fork()
        except OSError as error:
            os.close(read_fd)
            os.close(write_fd)
            send("error", id=job_id, message=f"fork failed: {error}")
            send("exited", id=job_id, exit_code=-1, signal=0, seconds=0.0)
            return
        if pid == 0:
            self.become_child(read_fd, write_fd, job)  # never returns
        os.close(write_fd)
        try:
            os.setpgid(pid, pid)  # also done by the child; whoever runs first wins
        except OSError:
            pass
        nonblocking(read_fd)
        self.children[pid] = Child(job_id, pid, read_fd)
        send("started", id=job_id, pid=pid)

    def become_child(self, read_fd, write_fd, job):
        code = 70
        try:
            os.setpgid(0, 0)
            set_parent_death_signal()
            # What this probe spawns carries its token: dtype-triage kills every
            # process holding it when the probe ends, even one that left the group.
            if job.get("token"):
                os.environ["DTRIAGE_JOB"] = str(job["token"])
            signal.set_wakeup_fd(-1)
            for sig in (signal.SIGCHLD, signal.SIGTERM, signal.SIGINT, signal.SIGPIPE):
                signal.signal(sig, signal.SIG_DFL)
            for fd in [read_fd, self.wake_r, self.wake_w] + [
                c.fd for c in self.children.values() if c.fd is not None
            ]:
                os.close(fd)
            devnull = os.open(os.devnull, os.O_RDONLY)
            os.dup2(devnull, 0)
            os.close(devnull)
            os.dup2(write_fd, 1)
            os.dup2(write_fd, 2)
            os.close(write_fd)
            sys.stdout.reconfigure(line_buffering=True)
            probe = probe_of(job)
            if probe is None:
                print(f"SETUP: FAILED -- no probe {job.get('probe')!r} in this worker", flush=True)
                code = 2
            else:
                code = probe.run(self.with_threads(job))
        except SystemExit as done:
            code = done.code if isinstance(done.code, int) else 1
        except (
            BaseException
        ):  # noqa: BLE001 -- report, then leave without unwinding the worker
            import traceback

            traceback.print_exc()
        finally:
            try:
                sys.stdout.flush()
                sys.stderr.flush()
            finally:
                os._exit(code)

    def with_threads(self, job):
        """Child only. Children share the cores: unless the job says otherwise, torch's
        own default, but no more than cores / slots each. Asking torch here, not in
        the parent, keeps the parent free of any OpenMP state."""
        if int(job.get("threads") or 0) > 0:
            return job
        torch = sys.modules.get("torch")
        default = torch.get_num_threads() if torch is not None else 1
        share = max(1, (os.cpu_count() or 1) // self.slots)
        return {**job, "threads": max(1, min(default, share))}

    def read_child(self, child):
        while child.fd is not None:
            try:
                data = os.read(child.fd, CHUNK)
            except OSError as error:
                if error.errno in (errno.EAGAIN, errno.EWOULDBLOCK):
                    return
                data = b""
            if not data:
                self.flush_child(child, final=True)
                os.close(child.fd)
                child.fd = None
                return
            child.pending += data
            self.flush_child(child, final=False)

    def flush_child(self, child, final):
        *lines, child.pending = child.pending.split(b"\n")
        if (final and child.pending) or len(child.pending) > MAX_LINE:
            # A progress bar never ends its line: relay it in pieces, memory stays bounded.
            lines.append(child.pending)
            child.pending = b""
        prefix = OUTPUT + child.id.encode() + b" "
        if lines:
            write_out(b"".join(prefix + line + b"\n" for line in lines))

    def reap(self):
        while self.children:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            child = self.children.pop(pid, None)
            if child is None:
                continue
            # What the child left running in its group goes with it. The child is
            # reaped: never kill(pid) itself, the number may belong to another now.
            try:
                os.killpg(pid, signal.SIGKILL)
            except OSError:
                pass
            # Everything the child wrote comes before its exit record.
            self.read_child(child)
            if child.fd is not None:  # a grandchild still holds the pipe: stop relaying
                self.flush_child(child, final=True)
                os.close(child.fd)
            send(
                "exited",
                id=child.id,
                exit_code=os.WEXITSTATUS(status) if os.WIFEXITED(status) else -1,
                signal=os.WTERMSIG(status) if os.WIFSIGNALED(status) else 0,
                seconds=time.monotonic() - child.started,
            )

    # -------------------------------------------------------------- the loop

    def read_stdin(self):
        try:
            data = os.read(0, CHUNK)
        except OSError as error:
            if error.errno in (errno.EAGAIN, errno.EWOULDBLOCK):
                return
            data = b""
        if not data:
            self.stdin_open = False
            return
        self.stdin_buffer += data
        *lines, self.stdin_buffer = self.stdin_buffer.split(b"\n")
        for line in lines:
            if line.strip():
                self.handle(line.decode("utf-8", "replace"))

    def drain_wakeups(self):
        try:
            while os.read(self.wake_r, 512):
                pass
        except OSError:
            pass

    def loop(self):
        while self.stdin_open:
            self.start_queued()
            fds = [0, self.wake_r] + [
                c.fd for c in self.children.values() if c.fd is not None
            ]
            ready, _, _ = select.select(fds, [], [], 1.0)
            if self.wake_r in ready:
                self.drain_wakeups()
            for child in list(self.children.values()):
                if child.fd in ready:
                    self.read_child(child)
            self.reap()
            if 0 in ready:
                self.read_stdin()
        self.shutdown()

    def shutdown(self):
        for pid in list(self.children):
            kill_group(pid)
        for job_id, _ in self.queue:
            send(
                "exited", id=job_id, exit_code=-1, signal=0, seconds=0.0, cancelled=True
            )
        deadline = time.monotonic() + 5
        while self.children and time.monotonic() < deadline:
            self.reap()
            time.sleep(0.01)

    def terminate(self, *_):
        self.stdin_open = False


def kill_group(pid):
    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass


def parse_args(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    options = {
        "runtime": os.path.join(here, "probe_runtime.py"),
        "slots": os.cpu_count() or 1,
        "preload": "torch,numpy",
    }
    for i in range(0, len(argv) - 1, 2):
        key = argv[i].lstrip("-")
        if key in options:
            options[key] = argv[i + 1]
    return options


def main(argv):
    options = parse_args(argv)
    began = time.monotonic()
    loaded = preload([n for n in str(options["preload"]).split(",") if n])
    load_runtime(options)
    torch = sys.modules.get("torch")
    worker = Worker(int(options["slots"]))
    send(
        "ready",
        pid=os.getpid(),
        python=sys.version.split()[0],
        torch=getattr(torch, "__version__", None),
        preloaded=loaded,
        slots=worker.slots,
        import_seconds=time.monotonic() - began,
    )
    worker.loop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
