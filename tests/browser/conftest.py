"""Browser tests: Debian's chromium driven by Playwright, against the app served over HTTP.

Skipped, with the reason, when the ``playwright`` package or ``/usr/bin/chromium`` is missing
(``pip install playwright`` and ``apt-get install -y chromium``; never ``playwright install``:
the tests use the system browser through ``executable_path``). ``KB_CHROMIUM`` names another
browser binary. Screenshots go to ``tests/browser/screenshots/`` (git-ignored), or to
``$KB_SCREENSHOTS`` when set.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("KB_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
#: How long a step may wait for the page (ms): a bound on waiting, not a measure of speed; on a
#: machine kept busy by other work a click or a replay can take many seconds, and must not fail.
WAIT_MS = 60_000
VIEWPORTS = {
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "color_scheme": "light"},
    "desktop": {"viewport": {"width": 1280, "height": 900}, "color_scheme": "dark"},
}


@pytest.fixture(scope="session")
def screenshot_dir() -> Path:
    path = Path(os.environ.get("KB_SCREENSHOTS") or Path(__file__).parent / "screenshots")
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture(scope="session")
def browser():
    try:
        from playwright.sync_api import expect, sync_playwright
    except ImportError:
        pytest.skip("the playwright package is not installed (pip install playwright)")
    if not Path(CHROMIUM).is_file():
        pytest.skip(f"no chromium at {CHROMIUM} (apt-get install -y chromium, or set KB_CHROMIUM)")
    expect.set_options(timeout=WAIT_MS)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def base_url(db_path: Path):
    """The app over the real database, served over HTTP on a free loopback port."""
    from tests.http_server import serving_in_thread
    from web import create_app

    app = create_app({"KB_DB": str(db_path)})
    # kb build stores the search data with the pages (web.prerender); this database was built
    # without them, so it is worked out now, not in the test process while a test types
    app.test_client().get("/search-data.json")
    with serving_in_thread(app) as url:
        yield url


@pytest.fixture(params=list(VIEWPORTS))
def page(request, browser, base_url, screenshot_dir):
    """A fresh page in a phone or desktop context; console errors (CSP refusals...) fail the test."""
    context = browser.new_context(base_url=base_url, **VIEWPORTS[request.param])
    context.set_default_timeout(WAIT_MS)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.viewport_name = request.param

    def shot(name: str) -> Path:
        path = screenshot_dir / f"{request.param}-{name}.png"
        page.screenshot(path=str(path), full_page=False)
        return path

    page.shot = shot
    yield page
    context.close()
    assert errors == [], errors
