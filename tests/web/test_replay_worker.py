"""The replay worker process imports the job and the engine only, never Flask or the web application.

A worker is started once per server process and again after each kill (a timeout, a crash): its
start-up is on a request's path, so ``web.replay.job`` and what it imports stay free of Flask.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from web.replay import workers


def test_the_worker_imports_neither_flask_nor_the_web_application():
    probe = workers._WORKER_CODE.replace(
        "serve_stdio()\n", "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in "
                           "('flask', 'werkzeug', 'jinja2', 'web'))))\n")
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([workers._PROJECT, *filter(None, [env.get("PYTHONPATH")])])
    done = subprocess.run([sys.executable, "-c", "import json\n" + probe], capture_output=True, text=True,
                          env=env, cwd=workers._PROJECT, timeout=60, check=True)
    loaded = json.loads(done.stdout.strip().splitlines()[-1])
    assert not [m for m in loaded if m.split(".")[0] in ("flask", "werkzeug", "jinja2")], loaded
    assert "web.replay.job" in loaded and "web.replay.form" not in loaded and "web.replay.run" not in loaded
