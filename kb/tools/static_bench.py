"""``kb serve`` beside nginx on the same stored pages: throughput and p99, one load generator.

``python -m kb.tools.static_bench [--db PATH] [--seconds 5] [--connections 32]`` exports the
site (``kb export --site``) to a temporary folder, starts ``kb serve`` on the database and a
stock nginx on the export (``kb.tools.nginx``, the README's configuration), both on loopback,
and runs ``wrk`` against each in turn for ``--seconds`` over the same pages (the search page,
the listings and every entry page, in the same order). Prints requests per second, p50 and p99
of each, and nginx's figures as a multiple of kb serve's. Bounded: two runs of ``--seconds``.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from kb.store import default_db_path, open_readonly
from kb.tools import nginx
from kb.tools.loadtest.serving import serving
from web.site_export import export_site

WRK = "wrk"
#: wrk's script: each connection asks the pages in turn.
SCRIPT = """
local paths = {{{paths}}}
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
"""


def pages(db: Path) -> list[str]:
    connection = open_readonly(db)
    try:
        keys = [row[0] for row in connection.execute("select key from entries order by position")]
    finally:
        connection.close()
    return ["/", "/faq", "/errata", "/timing", *(f"/entry/{key}" for key in keys)]


def run_wrk(url: str, script: Path, seconds: int, connections: int) -> dict[str, float]:
    """wrk's requests per second and latency percentiles (ms) against ``url``."""
    output = subprocess.run([WRK, "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", "-s", str(script), url],
                            capture_output=True, text=True, check=True, timeout=seconds + 60).stdout
    figures = {"rps": float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))}
    for percentile in ("50", "99"):
        value, unit = re.search(rf"^\s+{percentile}%\s+([\d.]+)(us|ms|s)\s*$", output, re.MULTILINE).groups()
        figures[f"p{percentile}"] = float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    figures["errors"] = float(errors.group(1)) if errors else 0.0
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, default=None)
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--connections", type=int, default=32)
    args = parser.parse_args(argv)
    for missing in (reason for reason in (nginx.available(), None if shutil.which(WRK) else "no wrk") if reason):
        print(f"cannot run: {missing}")
        return 1
    db = args.db or default_db_path()
    with tempfile.TemporaryDirectory(prefix="kb-static-bench-") as work:
        site = Path(work) / "site"
        export_site(db, site)
        paths = pages(db)
        script = Path(work) / "pages.lua"
        script.write_text(SCRIPT.format(paths=", ".join(f'"{path}"' for path in paths)), encoding="utf-8")
        results = {}
        with serving(db) as server:
            results["kb serve"] = run_wrk(f"http://127.0.0.1:{server.port}", script, args.seconds, args.connections)
        with nginx.serving(site, workers=2) as url:
            results["nginx"] = run_wrk(url, script, args.seconds, args.connections)
    print(f"{len(paths)} stored pages in turn, wrk -t2 -c{args.connections} -d{args.seconds}s, loopback")
    print(f"{'server':<10} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'non-2xx':>8}")
    for name, figures in results.items():
        print(f"{name:<10} {figures['rps']:>9.0f} {figures['p50']:>8.2f} {figures['p99']:>8.2f} {figures['errors']:>8.0f}")
    ours, theirs = results["kb serve"], results["nginx"]
    print(f"nginx / kb serve: {theirs['rps'] / ours['rps']:.1f}x the throughput, "
          f"p99 {theirs['p99']:.2f} ms against {ours['p99']:.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
