"""Run `dicelands serve` as a real process on a free loopback port (for crash, concurrency and browser tests)."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


TEST_ARGS = ("--seeded-games-with-people", "--games-per-minute", "1000000", "--open-games-per-client", "1000000")


class ServerProcess:
    def __init__(self, db: str, port: int | None = None, bot_delay: float = 0.0, log_path: str | None = None,
                 args: tuple[str, ...] = TEST_ARGS, launcher: tuple[str, ...] = ("-m", "dicelands")):
        self.db, self.port, self.bot_delay, self.args = db, port or free_port(), bot_delay, args
        self.launcher = launcher  # what runs `dicelands serve` (benchmarks/server_load.py --profile: under cProfile)
        self.log_path = log_path or f"{db}.server.log"
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> ServerProcess:
        log = open(self.log_path, "ab")
        self.process = subprocess.Popen(
            [sys.executable, *self.launcher, "serve", "--port", str(self.port), "--db", self.db,
             "--bot-delay", str(self.bot_delay), "--log-level", "warning", *self.args],
            stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "PYTHONUNBUFFERED": "1"})
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"server exited with {self.process.returncode}; see {self.log_path}")
            try:
                urllib.request.urlopen(self.url + "/api/catalog", timeout=1).read()
                return self
            except OSError:
                time.sleep(0.05)
        raise RuntimeError(f"server did not answer within 30 s; see {self.log_path}")

    def kill(self) -> None:
        """SIGKILL: no shutdown handler runs, exactly like a crash."""
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()
