"""What a load test measured: every response as a sample, and the run's summary and report —
throughput, latency by kind and over time, errors, and (when rebuilding) whether every response
came whole from one build."""

from __future__ import annotations

import os
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from kb.tools.loadtest.workload import MIX, NOT_FROM_THE_DATABASE
from kb.tools.stats import percentile


@dataclass
class Sample:
    kind: str
    url: str
    seconds: float
    status: int
    build: str | None
    digest: str | None
    cache: str | None
    error: str | None = None
    #: when the response was complete (``time.monotonic()``)
    at: float = field(default_factory=time.monotonic)


@dataclass
class LoadResult:
    clients: int
    seconds: float
    samples: list[Sample]
    builds: list[str] = field(default_factory=list)
    rebuilds: int = 0
    failed_builds: list[str] = field(default_factory=list)
    server_args: tuple[str, ...] = ()
    rate: float = 0.0
    warm_cache: bool = False
    started: float = 0.0
    #: cores used on average during the run: server, this process (clients), everything else
    cpu: dict[str, float] | None = None

    @property
    def errors(self) -> list[str]:
        found = [f"{s.kind} {s.url}: {s.error}" for s in self.samples if s.error]
        return found + self.consistency_errors()

    def consistency_errors(self) -> list[str]:
        """Responses not wholly from one database that existed (checked when rebuilding)."""
        if not self.builds:
            return []
        known = set(self.builds)
        problems = []
        bodies: dict[tuple[str | None, str], str | None] = {}
        for sample in self.samples:
            if sample.error:
                continue
            if sample.build is None:
                if sample.url not in NOT_FROM_THE_DATABASE:
                    problems.append(f"{sample.url}: no X-KB-Build header")
            elif sample.build not in known:
                problems.append(f"{sample.url}: from build {sample.build!r}, which no build produced")
            seen = bodies.setdefault((sample.build, sample.url), sample.digest)
            if seen != sample.digest:
                problems.append(f"{sample.url}: two different bodies from build {sample.build!r}")
        return problems

    def latencies(self, kind: str | None = None) -> list[float]:
        return sorted(s.seconds * 1000 for s in self.samples if kind is None or s.kind == kind)

    def summary(self) -> dict[str, object]:
        all_ms = self.latencies()
        caches = Counter(s.cache for s in self.samples if s.cache)
        return {
            "clients": self.clients,
            "offered_rate": self.rate or None,
            "seconds": round(self.seconds, 2),
            "requests": len(self.samples),
            "requests_per_second": round(len(self.samples) / self.seconds, 1) if self.seconds else 0.0,
            "p50_ms": round(percentile(all_ms, 0.50), 2),
            "p90_ms": round(percentile(all_ms, 0.90), 2),
            "p99_ms": round(percentile(all_ms, 0.99), 2),
            "max_ms": round(all_ms[-1], 2) if all_ms else 0.0,
            "errors": len(self.errors),
            "cache_hits": round(caches["hit"] / sum(caches.values()), 3) if caches else None,
            "builds_seen": len({s.build for s in self.samples if s.build}),
            "rebuilds": self.rebuilds,
            "failed_builds": len(self.failed_builds),
            "cpu_cores": self.cpu,
        }

    def windows(self, count: int = 6) -> list[tuple[str, float]]:
        """p99 latency in successive windows of the run (a cold start shows in the first)."""
        if not self.samples or not self.seconds:
            return []
        width = self.seconds / count
        buckets: dict[int, list[float]] = defaultdict(list)
        for sample in self.samples:
            buckets[min(count - 1, max(0, int((sample.at - self.started) / width)))].append(sample.seconds * 1000)
        return [
            (f"{index * width:.0f}-{(index + 1) * width:.0f} s", percentile(sorted(buckets[index]), 0.99))
            for index in range(count) if buckets[index]
        ]

    def report(self) -> str:
        summary = self.summary()
        pacing = f" at {self.rate:g} requests/s offered" if self.rate else " back to back"
        pacing += ", cache warmed first" if self.warm_cache else ""
        lines = [
            f"{summary['clients']} clients{pacing}, {summary['seconds']} s, {summary['requests']} requests: "
            f"{summary['requests_per_second']} requests/s, p50 {summary['p50_ms']} ms, p90 {summary['p90_ms']} ms, "
            f"p99 {summary['p99_ms']} ms, max {summary['max_ms']} ms, errors {summary['errors']}"
        ]
        if summary["cache_hits"] is not None:
            lines[0] += f", cache hits {summary['cache_hits']:.0%}"
        return "\n".join(lines + self.details())

    def details(self, *, rebuilds: bool = True) -> list[str]:
        """The report below its headline: server options, CPU, the rebuilds (unless ``rebuilds`` is
        false: a caller that reports them its own way), p99 by time window and by kind, errors."""
        summary = self.summary()
        lines: list[str] = []
        if self.server_args:
            lines.append(f"server: kb serve {' '.join(self.server_args)}")
        if self.cpu:
            lines.append(
                f"CPU (cores, of {os.cpu_count()}): server {self.cpu['server']:.2f}, load clients {self.cpu['clients']:.2f}, "
                f"anything else on the machine {self.cpu['other']:.2f}" + (" (the rebuilds included)" if self.builds else "")
            )
        if self.builds and rebuilds:
            lines.append(
                f"rebuilds while serving: {summary['rebuilds']} done, {summary['failed_builds']} failed on purpose "
                f"(the served file unchanged); responses came from {summary['builds_seen']} builds, each whole"
            )
        windows = self.windows()
        if len(windows) > 1:
            lines.append("p99 ms by time window: " + ", ".join(f"{label} {p99:.1f}" for label, p99 in windows))
        lines.append(f"{'kind':<16}{'n':>7}{'p50 ms':>9}{'p99 ms':>9}{'max ms':>9}")
        for kind in MIX:
            ms = self.latencies(kind)
            if ms:
                lines.append(f"{kind:<16}{len(ms):>7}{percentile(ms, .5):>9.2f}{percentile(ms, .99):>9.2f}{ms[-1]:>9.2f}")
        errors = self.errors
        for error in errors[:10]:
            lines.append(f"error: {error}")
        if len(errors) > 10:
            lines.append(f"… and {len(errors) - 10} more errors")
        return lines
