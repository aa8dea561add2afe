"""The replay page without JavaScript: gallery, editor, trace view, sharing, errors next to the YAML."""

from __future__ import annotations

import base64
import io
import json
import random
import re
import string
import zlib
from html import unescape
from html.parser import HTMLParser

import pytest

from kb.engine import example_names, example_path, examples
from kb.engine.situation.vocabulary import EFFECTS, EVENTS, AbilityKind, Timing
from tests.web.test_replay_api import LOOP
from web.replay import share

EX01 = example_path("ex01-nested-sequences").read_text(encoding="utf-8")
BROKEN = EX01.replace("location: Hallway\n    health: 9", "location: Hallwy\n    health: 9")


class Scripts(HTMLParser):
    """The page's <script> elements: each must be a file or a JSON data block (the CSP allows no inline script)."""

    def __init__(self) -> None:
        super().__init__()
        self.scripts: list[dict[str, str | None]] = []
        self.styles = 0
        self.inline_style = 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "script":
            self.scripts.append(attrs)
        if tag == "style":
            self.styles += 1
        if "style" in attrs:
            self.inline_style += 1


def page_text(response) -> str:
    return response.get_data(as_text=True)


def data_block(html: str, element_id: str):
    found = re.search(rf'<script type="application/json" id="{element_id}">(.*?)</script>', html, re.S)
    assert found, element_id
    return json.loads(found.group(1))


def test_the_page_lists_every_example_and_opens_an_editor_from_scratch(client):
    response = client.get("/replay")
    assert response.status_code == 200
    html = page_text(response)
    for item in examples():
        assert f'href="/replay/example/{item.name}"' in html
        assert item.summary.replace('"', "&#34;").replace("'", "&#39;")[:40] in html
    assert 'name="situation"' in html and "game: ahlcg" in html
    assert 'aria-current="page">Replay</a>' in html  # the site navigation links here
    parser = Scripts()
    parser.feed(html)
    assert all(s.get("src") or s.get("type") == "application/json" for s in parser.scripts)
    assert parser.styles == 0 and parser.inline_style == 0
    assert "script-src 'self'" in response.headers["Content-Security-Policy"]


def test_the_form_model_is_read_from_the_engine(client):
    model = data_block(page_text(client.get("/replay")), "replay-model")
    defs = model["defs"]
    assert defs["filter"]["fields"]["event"]["options"] == sorted(EVENTS)
    assert set(defs["effect"]["fields"]["effect"]["options"]) == set(EFFECTS)
    assert set(defs["ability"]["fields"]["kind"]["options"]) == {k.value for k in AbilityKind}
    assert set(defs["ability"]["fields"]["timing"]["options"]) == {t.value for t in Timing}
    assert defs["card"]["fields"]["health"] == {"type": "int", "min": 0, "label": "Health (printed)"}
    assert model["allowed"]["effect"]["map"]["deal-damage"] == list(EFFECTS["deal-damage"].params)
    assert model["defs"]["filter"]["fields"]["event"]["optionHelp"]["damage-dealt"] == EVENTS["damage-dealt"].summary


def test_an_example_is_replayed_with_its_trace(client):
    response = client.get("/replay/example/ex01-nested-sequences")
    assert response.status_code == 200
    html = page_text(response)
    assert data_block(html, "replay-data")["title"].startswith("EX-01")
    assert html.count('class="step ') == 28
    assert '<details open><summary class="step-line">' in html  # nested sequences fold
    assert 'href="/entry/ahlcg/faq/1-4"' in html and "FAQ 1.4 Nested Sequences" in html
    answer = unescape(re.search(r'<div class="answer">(.*?)</div>', html, re.S).group(1))
    order = [answer.index(name) for name in ("Guard Dog's reaction", "Goat Spawn's Forced ability",
                                             "Agnes Baker's reaction", ".45 Automatic's play")]
    assert order == sorted(order)
    assert "nested in Guard Dog's reaction" in answer and 'href="/entry/ahlcg/faq/1-4"' in answer
    assert "Final state" in html and "After the last step" in html
    states = json.loads(re.search(r'class="trace-states">(.*?)</script>', html, re.S).group(1))
    assert len(states["changes"]) == 28
    assert 'href="/replay/example/ex01-nested-sequences/situation.yaml"' in html


def test_an_unknown_example_is_a_404_with_a_suggestion(client):
    response = client.get("/replay/example/ex01-nested")
    assert response.status_code == 404
    assert "did you mean &#39;ex01-nested-sequences&#39;?" in page_text(response)


def test_an_example_file_downloads(client):
    response = client.get("/replay/example/round-two/situation.yaml")
    assert response.status_code == 200
    assert response.headers["Content-Disposition"] == 'attachment; filename="round-two.yaml"'
    assert response.get_data(as_text=True) == example_path("round-two").read_text(encoding="utf-8")


def test_the_form_works_without_javascript(client):
    response = client.post("/replay", data={"situation": EX01})
    assert response.status_code == 200
    assert page_text(response).count('class="step ') == 28


def test_an_uploaded_file_is_replayed(client):
    upload = (io.BytesIO(example_path("round-two").read_bytes()), "round-two.yaml")
    response = client.post("/replay", data={"situation": "", "file": upload}, content_type="multipart/form-data")
    assert response.status_code == 200
    assert "<h2>A whole round: round 2 from 1.1 to 4.6</h2>" in page_text(response)
    assert page_text(response).count('class="step ') > 100


def test_a_broken_situation_shows_its_error_by_the_yaml(client):
    response = client.post("/replay", data={"situation": BROKEN})
    assert response.status_code == 400
    html = page_text(response)
    error = re.search(r'<p class="field-error yaml-error" id="situation-error" role="alert">(.*?)</p>', html, re.S)
    assert error and "no location named &#39;Hallwy&#39;; did you mean &#39;Hallway&#39;?" in error.group(1)
    assert 'aria-invalid="true" aria-describedby="situation-error"' in html
    assert 'data-field="investigators[0].location"' in html
    assert "Hallwy" in html  # the text is kept for fixing


def test_the_trace_fragment(client):
    response = client.post("/replay/trace", data=EX01, content_type="application/yaml")
    assert response.status_code == 200
    html = page_text(response)
    assert html.lstrip().startswith("<article") and "<html" not in html
    assert 'data-share="/replay?s=' in html
    broken = client.post("/replay/trace", data=BROKEN, content_type="application/yaml")
    assert broken.status_code == 200  # the fragment was rendered; the replay's status is in it
    assert 'data-status="400" data-field="investigators[0].location"' in page_text(broken)


def test_unresolved_points_are_flagged(client):
    html = page_text(client.post("/replay", data={"situation": LOOP}))
    assert "Unresolved (1)" in html
    stopped = re.search(r'<li class="step kind-note flagged" id="step-(\d+)"', html)
    assert stopped and f'href="#step-{stopped.group(1)}"' in html
    assert "⚑ unresolved" in html


def test_a_share_link_opens_the_situation(client):
    code = share.encode_share(EX01)
    assert len(code) <= share.SHARE_LIMIT
    response = client.get(f"/replay?s={code}")
    assert response.status_code == 200
    html = page_text(response)
    assert html.count('class="step ') == 28 and f'value="/replay?s={code}"' in html


def test_a_share_link_that_is_too_long_or_damaged_is_refused_clearly(client):
    response = client.get("/replay?s=" + "A" * (share.SHARE_LIMIT + 1))
    assert response.status_code == 400
    assert "more than the 8000 a link may carry" in page_text(response)
    bomb = base64.urlsafe_b64encode(zlib.compress(b"#" * 4_000_000, 9)).decode().rstrip("=")
    response = client.get(f"/replay?s={bomb}")
    assert response.status_code == 400 and "larger than 65536 bytes" in page_text(response)
    response = client.get("/replay?s=%%%")
    assert response.status_code == 400 and "damaged" in page_text(response)


def test_a_situation_too_large_for_a_link_says_so(client):
    rng = random.Random(1)
    padding = "".join("# " + "".join(rng.choice(string.ascii_letters) for _ in range(70)) + "\n" for _ in range(150))
    html = page_text(client.post("/replay", data={"situation": EX01 + padding}))
    assert "too large to share as a link" in html


@pytest.mark.parametrize("name", example_names())
def test_every_example_page_renders(client, name):
    response = client.get(f"/replay/example/{name}")
    assert response.status_code == 200, name
    assert 'class="trace"' in page_text(response)


def test_the_page_script_is_a_module_whose_imports_are_all_served_here_as_javascript(client):
    """``<script type="module">`` (deferred, strict, allowed by ``script-src 'self'``): every module it
    imports, directly or not, is a file beside it, served with a JavaScript type (the browser refuses
    a module of any other type, and ``nosniff`` forbids guessing) and with nothing from elsewhere."""
    html = page_text(client.get("/replay"))
    parser = Scripts()
    parser.feed(html)
    files = [s for s in parser.scripts if s.get("src")]
    assert {"type": "module", "src": "/static/replay/main.js"} in files
    assert all(s["src"].startswith("/static/") for s in files), files
    seen: set[str] = set()
    queue = ["/static/replay/main.js"]
    while queue:
        url = queue.pop()
        if url in seen:
            continue
        seen.add(url)
        response = client.get(url)
        assert response.status_code == 200, url
        assert response.mimetype in ("text/javascript", "application/javascript"), (url, response.mimetype)
        source = response.get_data(as_text=True)
        for target in re.findall(r'^import\s[^;]*?from\s+"([^"]+)";', source, re.M):
            assert re.fullmatch(r"\./[a-z_]+\.js", target), (url, target)
            queue.append("/static/replay/" + target[2:])
    assert len(seen) >= 5


def test_the_trace_shows_why_each_ability_was_or_was_not_used(client):
    html = page_text(client.post("/replay/trace", data=EX01, content_type="application/yaml"))
    fold = re.search(r'<details class="considered">(.*?)</details>', html, re.S)
    assert fold, "the decision record fold is missing"
    body = fold.group(1)
    assert "Guard Dog [reaction]" in body and "<strong>used</strong>" in body
    assert "<strong>not offered</strong>" in body and "not Guard Dog (self)" in body
