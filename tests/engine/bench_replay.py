"""Benchmark, not a test (pytest does not collect this name): ``python tests/engine/bench_replay.py``.

Prints the replay time of every bundled example; EX-01 must stay under 10 ms. The work is done by
``kb.tools.engine_bench`` so that ``python -m kb.tools.engine_bench`` gives the same figures.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from kb.tools.engine_bench import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
