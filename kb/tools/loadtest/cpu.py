"""How many cores the server, the load clients and everything else used during a run (Linux,
from ``/proc``): a load test that saturates its own clients measures nothing about the server."""

from __future__ import annotations

import os
import time


def _process_ticks() -> dict[int, tuple[int, int]]:
    """Every process's (parent pid, CPU ticks used)."""
    found = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except (OSError, IndexError):
                continue  # gone meanwhile
            found[int(entry)] = (int(fields[1]), int(fields[11]) + int(fields[12]))
    return found


def cpu_snapshot(pid: int) -> tuple[float, float, float, float] | None:
    """(wall time, busy CPU seconds of the whole machine, of process ``pid`` and its children (the
    server's worker processes), of this process); Linux only."""
    try:
        ticks = os.sysconf("SC_CLK_TCK")
        with open("/proc/stat") as stat:
            fields = [int(value) for value in stat.readline().split()[1:]]
        processes = _process_ticks()
    except (OSError, ValueError, IndexError):
        return None
    if pid not in processes:
        return None
    server = processes[pid][1] + sum(used for parent, used in processes.values() if parent == pid)
    idle = fields[3] + fields[4]  # idle + iowait
    busy = (sum(fields[:8]) - idle) / ticks  # user nice system idle iowait irq softirq steal
    return time.monotonic(), busy, server / ticks, time.process_time()


def cpu_use(before, after) -> dict[str, float] | None:
    if before is None or after is None or after[0] <= before[0]:
        return None
    wall = after[0] - before[0]
    server, clients = (after[2] - before[2]) / wall, (after[3] - before[3]) / wall
    total = (after[1] - before[1]) / wall
    return {"server": round(server, 2), "clients": round(clients, 2), "other": round(max(0.0, total - server - clients), 2)}
