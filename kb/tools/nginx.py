"""A stock nginx serving a static export (``kb export --site``) on a loopback port, for the
browser test and the benchmark: the configuration the README gives for a public deployment,
with every path (pid, logs, temporary files) in a temporary folder and no root needed."""

from __future__ import annotations

import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

NGINX = "/usr/sbin/nginx"
MIME_TYPES = Path("/etc/nginx/mime.types")

#: The site's part of the configuration (the README quotes it): a page at PATH is PATH/index.html,
#: an API answer PATH/index.json; the service worker and the search data are asked for again at
#: each visit (their ETag answers 304 when unchanged).
SITE = """
        root {root};
        charset utf-8;
        gzip on;
        gzip_types application/json application/javascript text/css image/svg+xml;
        location / {{
            try_files $uri $uri/index.html $uri/index.json =404;
        }}
        location = /manifest.webmanifest {{
            default_type application/manifest+json;
        }}
        location ~ ^/(sw\\.js|search-data\\.json|offline-pages\\.json)$ {{
            add_header Cache-Control "no-cache";
        }}
"""

CONFIG = """
daemon off;
{user}
worker_processes {workers};
pid {work}/nginx.pid;
error_log {work}/error.log warn;
events {{ worker_connections 1024; }}
http {{
    include {mime_types};
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path {work}/body;
    proxy_temp_path {work}/proxy;
    fastcgi_temp_path {work}/fastcgi;
    uwsgi_temp_path {work}/uwsgi;
    scgi_temp_path {work}/scgi;
    sendfile on;
    keepalive_requests 10000;
    server {{
        listen 127.0.0.1:{port};
{site}
    }}
}}
"""


def available() -> str | None:
    """Why nginx cannot run here, or None."""
    if shutil.which(NGINX) is None and not Path(NGINX).is_file():
        return f"no nginx at {NGINX} (apt-get install -y nginx)"
    if not MIME_TYPES.is_file():
        return f"no {MIME_TYPES}"
    return None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextmanager
def serving(root: Path, workers: int = 1) -> Iterator[str]:
    """nginx serving ``root`` until the block ends; yields its base URL."""
    with tempfile.TemporaryDirectory(prefix="kb-nginx-") as work:
        port = free_port()
        config = Path(work) / "nginx.conf"
        # run by root, nginx's workers would be "nobody", who cannot read a private temporary folder
        user = f"user {pwd.getpwuid(os.geteuid()).pw_name};" if os.geteuid() == 0 else ""
        config.write_text(CONFIG.format(user=user, workers=workers, work=work, mime_types=MIME_TYPES, port=port,
                                        site=SITE.format(root=Path(root).resolve())), encoding="utf-8")
        process = subprocess.Popen([NGINX, "-c", str(config), "-p", work], stderr=subprocess.PIPE)
        url = f"http://127.0.0.1:{port}"
        try:
            _wait(url, process)
            yield url
        finally:
            process.terminate()
            process.wait(timeout=10)


def _wait(url: str, process: subprocess.Popen) -> None:
    """Until nginx answers (it starts in milliseconds; an error in its configuration ends it)."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"nginx stopped: {process.stderr.read().decode(errors='replace') if process.stderr else ''}")
        try:
            with urllib.request.urlopen(url + "/robots.txt", timeout=1):
                return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError("nginx did not answer within 10 s")
