"""An Elder Sign example on the replay page in a real browser: its editor, unfolded, opens in the
YAML view (the form describes Arkham Horror's format), its trace shows with the Elder Sign rules, and the step-through
works, without a console error."""

from __future__ import annotations

import pytest

from tests.http_server import serving_replay_app

expect = pytest.importorskip("playwright.sync_api").expect


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory):
    """The app with the replay blueprint, over the web tests' small database."""
    with serving_replay_app(tmp_path_factory.mktemp("replaydb")) as url:
        yield url


def test_an_elder_sign_example_opens_in_the_yaml_view_and_steps_through(page):
    page.goto("/replay")
    page.locator("#show-examples").click()  # the examples are one tap away, below the editor
    page.locator('.gallery a[href="/replay/example/es-focus"]').click()
    page.wait_for_url("**/replay/example/es-focus")
    expect(page.locator("#yaml-view")).to_be_hidden()  # answer first: the editor is folded away
    page.locator("#editor-fold > summary").click()
    expect(page.locator("#yaml-view")).to_be_visible()
    expect(page.locator("#form-view")).to_be_hidden()
    assert "game: elder-sign" in page.locator("#situation").input_value()
    steps = page.locator(".trace-body > ol.steps").inner_text()
    assert "focuses: lore is placed on the player's own investigator marker" in steps
    next_button = page.get_by_role("button", name="Next ▶")
    for _ in range(3):
        next_button.click()
    assert page.locator(".stepper-pos").inner_text().startswith("Step 3 of ")
    panel = page.locator(".state-panel")
    assert page.locator(".state-panel h3").inner_text() == "State at step 3"
    assert "clock XII" in panel.inner_text() and "Amanda Sharpe" in panel.inner_text()
    assert panel.locator("td.changed").count() >= 1  # she moved at step 3
    page.get_by_role("button", name="Replay", exact=True).click()
    expect(page.locator(".trace-body > ol.steps")).to_contain_text("completes task 1 of The Storage Room")
    page.shot("replay-elder-sign")
