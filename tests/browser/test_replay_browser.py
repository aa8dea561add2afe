"""The replay page in a real browser (Debian's chromium through Playwright), phone and desktop.

Load an example, change a number in the form, replay, step through the trace, follow a rule link;
a broken situation's error appears next to its field; the YAML view and the form stay in step; a
share link opens the same situation. ``page`` (tests/browser/conftest.py) fails a test on any
console error, so a CSP refusal of the page's script or style would fail it too.
"""

from __future__ import annotations

import re
import time
import pytest

from tests.http_server import serving_replay_app

expect = pytest.importorskip("playwright.sync_api").expect


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory):
    """The app with the replay blueprint, over the web tests' small database."""
    with serving_replay_app(tmp_path_factory.mktemp("replaydb")) as url:
        yield url


def open_editor(page):
    """On an example or a shared link the editor is folded away under the answer: unfold it."""
    page.locator("#editor-fold > summary").click()


def field(page, path: str):
    return page.locator(f'#form-view :is(input, select, textarea)[data-path="{path}"]')


def test_load_an_example_change_a_number_replay_step_through_and_follow_a_rule(page):
    page.goto("/replay")
    page.locator("#show-examples").click()  # the examples are one tap away, below the editor
    page.locator('.gallery a[href="/replay/example/ex01-nested-sequences"]').click()
    page.wait_for_url("**/replay/example/ex01-nested-sequences")
    open_editor(page)
    expect(page.locator(".trace .answer .answer-step")).to_have_text(
        ["Guard Dog's reaction", "Goat Spawn's Forced ability", "Agnes Baker's reaction", ".45 Automatic's play"])

    damage = page.locator('#form-view input[data-path="cards[1].damage"]')  # Goat Spawn: 2 damage
    assert damage.input_value() == "2"
    damage.fill("0")
    yaml_text = page.locator("#situation").input_value()
    assert re.search(r"- name: Goat Spawn\n(    .*\n)*?    damage: 0\n", yaml_text), yaml_text
    page.shot("replay-form")

    page.get_by_role("button", name="Replay", exact=True).click()
    # Goat Spawn survives the Guard Dog's damage now: its forced ability, and Agnes's reaction, never come
    expect(page.locator(".trace .answer .answer-step")).to_have_text(["Guard Dog's reaction", ".45 Automatic's play"])
    assert "1 damage on Goat Spawn (0 \u2192 1 of 3)" in page.locator(".trace-body > ol.steps").inner_text()

    next_button = page.get_by_role("button", name="Next ▶")
    for _ in range(3):
        next_button.click()
    assert page.locator(".stepper-pos").inner_text().startswith("Step 3 of ")
    assert page.locator("li.step.current").get_attribute("id") == "step-3"
    assert page.locator(".state-panel h3").inner_text() == "State at step 3"
    assert page.locator(".state-panel td.changed").count() >= 1  # the costs paid at step 3
    page.get_by_role("button", name="◀ Previous").click()
    assert page.locator("li.step.current").get_attribute("id") == "step-2"
    page.shot("replay-trace")

    page.locator("#step-1 .rules a").first.click()
    page.wait_for_url("**/entry/ahlcg/rr/2-2-1")
    assert "2.2.1" in page.locator("h1").inner_text()


def test_a_broken_situation_shows_its_error_next_to_the_field(page):
    page.goto("/replay/example/ex01-nested-sequences")
    open_editor(page)
    location = page.locator('#form-view input[data-path="investigators[0].location"]')
    location.fill("Hallwy")
    page.get_by_role("button", name="Replay", exact=True).click()
    error = page.locator('#form-view .field[data-path="investigators[0].location"] .field-error')
    error.wait_for()
    assert "no location named 'Hallwy'; did you mean 'Hallway'?" in error.inner_text()
    assert location.get_attribute("aria-invalid") == "true"
    assert page.locator(".replay-failed").inner_text().count("Hallwy") >= 1
    page.shot("replay-error")
    location.fill("Hallway")  # fixed: the error goes once the situation is checked again
    error.wait_for(state="detached")


def test_the_yaml_view_and_the_form_stay_in_step_and_a_share_link_opens_it(page):
    page.goto("/replay/example/ex01-nested-sequences")
    open_editor(page)
    page.get_by_role("tab", name="YAML").click()
    textarea = page.locator("#situation")
    assert textarea.is_visible() and not page.locator("#form-view").is_visible()
    share = page.locator("#share-link")
    original = share.input_value()
    textarea.fill(textarea.input_value().replace("health: 9", "health: 12", 1))
    expect(page.locator('#form-view input[data-path="investigators[0].health"]')).to_have_value("12")
    page.get_by_role("tab", name="Form").click()
    assert field(page, "investigators[0].health").input_value() == "12"

    expect(share).not_to_have_value(original)  # the link follows the edit
    link = share.input_value()
    assert "/replay?s=" in link
    page.goto(link)
    assert "health: 12" in page.locator("#situation").input_value()
    assert page.locator(".trace h2").inner_text().startswith("EX-01")
    # nothing is wider than the screen
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.shot("replay-shared")


def test_every_control_works_without_a_console_error(page, tmp_path):
    """Each of the page's script modules loads (as JavaScript, from this origin) and every control
    runs without an error in the console or an uncaught exception: the form's add and remove
    buttons, the step-through's buttons and keys, the trace's folding, copy, download and upload."""
    problems: list[str] = []
    page.on("console", lambda message: problems.append(message.text) if message.type in ("error", "warning") else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    scripts: list[tuple[str, int, str]] = []
    page.on("response", lambda r: scripts.append((r.url, r.status, r.headers.get("content-type", "")))
            if r.url.endswith(".js") else None)

    page.goto("/replay/example/ex01-nested-sequences")
    open_editor(page)
    expect(page.get_by_role("tab", name="Form")).to_be_visible()  # the script ran
    modules = [s for s in scripts if "/static/replay/" in s[0]]
    assert len(modules) >= 5 and all(status == 200 and "javascript" in kind for _, status, kind in modules), scripts

    items = page.locator("fieldset.list-investigators > .items > details.item")
    count = items.count()
    page.get_by_role("button", name="+ Add to investigators").click()
    expect(items).to_have_count(count + 1)
    assert f"Investigator {count + 1}" in page.locator("#situation").input_value()
    items.nth(count).locator(":scope > button.item-remove").click()
    expect(items).to_have_count(count)
    add_field = page.locator("#form-view select.add-field").first
    add_field.select_option(index=1)
    expect(page.locator("#form-view select.add-field").first).to_have_value("")

    page.get_by_role("button", name="Close nested").click()
    expect(page.locator(".steps details[open]")).to_have_count(0)
    page.get_by_role("button", name="Open all").click()
    page.locator("#step-5 .step-n").click()
    expect(page.locator(".stepper-pos")).to_have_text("Step 5 of 28")
    page.locator(".trace").focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("j")
    expect(page.locator(".stepper-pos")).to_have_text("Step 7 of 28")
    page.keyboard.press("k")
    expect(page.locator("li.step.current")).to_have_attribute("id", "step-6")

    page.locator("#copy-share").click()
    expect(page.locator("#copy-share")).to_have_text("Copied")
    with page.expect_download() as download:
        page.locator("#download-yaml").click()
    assert download.value.suggested_filename.startswith("ex-01-nested-sequences")
    upload = tmp_path / "shorter.yaml"
    upload.write_text(page.locator("#situation").input_value().replace("health: 9", "health: 11", 1), encoding="utf-8")
    page.set_input_files("#upload-yaml", str(upload))
    expect(field(page, "investigators[0].health")).to_have_value("11")
    page.get_by_role("button", name="Replay", exact=True).click()
    expect(page.locator(".trace .answer .answer-step")).to_have_count(4)
    assert problems == [], problems


def test_an_uploaded_file_wins_over_a_check_still_waiting_from_an_edit(page, tmp_path):
    """An edit in the form is checked after a pause; a file uploaded within that pause is checked at
    once, and that check's answer (slow here) must still rebuild the form: the waiting one is dropped."""
    page.goto("/replay/example/ex01-nested-sequences")
    open_editor(page)
    field(page, "investigators[0].sanity").fill("6")

    def slow(route):
        time.sleep(1.0)  # past the edit's pause (0.7 s): without the fix, the edit's check would run meanwhile
        route.continue_()

    page.route("**/api/replay/check", slow)
    upload = tmp_path / "uploaded.yaml"
    upload.write_text(page.locator("#situation").input_value().replace("health: 9", "health: 11", 1), encoding="utf-8")
    page.set_input_files("#upload-yaml", str(upload))
    expect(field(page, "investigators[0].health")).to_have_value("11")
