"""Issue 19 in a real browser: a phone at the table, rulings inline, glossary tooltips, offline.

Skipped with the reason, like every browser test, when playwright or chromium is missing (the
``browser`` fixture); the accessibility check also needs ``axe-playwright-python``, which bundles
axe-core's script.
"""

from __future__ import annotations

import pytest

from tests.browser.conftest import VIEWPORTS, WAIT_MS

FOLD = VIEWPORTS["phone"]["viewport"]["height"]
RETALIATE_PAGE = "/entry/ahlcg/faq/q-do-enemies-exhaust-after-making-attacks-of-opportunity"
TIP = "Retaliate is a keyword ability."


def phone_only(page) -> None:
    if page.viewport_name != "phone":
        pytest.skip("a phone-layout check: the desktop viewport has room to spare")


def test_a_phone_shows_three_results_for_aoo_above_the_fold(page):
    phone_only(page)
    page.goto("/?q=aoo")
    bottoms = page.eval_on_selector_all(".result", "items => items.map(r => r.getBoundingClientRect().bottom)")
    assert sum(bottom <= FOLD for bottom in bottoms) >= 3, bottoms
    header = page.eval_on_selector(".site-header", "h => h.getBoundingClientRect().height")
    assert header <= 64, header
    # the navigation is one line, every link on the screen ("Replay" too)
    nav = page.eval_on_selector(".site-nav", "n => [n.scrollWidth, n.clientWidth]")
    assert nav[0] <= nav[1], nav
    tops = page.eval_on_selector_all(".site-nav a", "links => links.map(a => a.getBoundingClientRect().top)")
    rights = page.eval_on_selector_all(".site-nav a", "links => links.map(a => a.getBoundingClientRect().right)")
    assert len(set(tops)) == 1 and max(rights) <= page.viewport_size["width"], (tops, rights)
    # the placeholder fits its box; "Press / to search" is for keyboards
    fits = page.evaluate(
        """() => { const box = document.getElementById('q'); const style = getComputedStyle(box);
        const context = document.createElement('canvas').getContext('2d'); context.font = style.font;
        const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(box.placeholder).width <= room; }"""
    )
    assert fits
    page.goto("/")
    assert not page.locator(".keyboard-hint").is_visible()
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.shot("aoo-above-the-fold")


def test_arrow_keys_walk_every_result_and_back_to_the_box(page):
    page.goto("/")
    page.locator("#q").fill("aoo")
    page.locator("#q").press("Enter")
    page.locator("#results .result-title a").nth(2).wait_for()
    links = page.eval_on_selector_all("#results .best-match a, #results .result-title a", "l => l.map(a => a.getAttribute('href'))")
    page.locator("#q").focus()
    for expected in links[:3]:
        page.keyboard.press("ArrowDown")
        assert page.evaluate("document.activeElement.getAttribute('href')") == expected
    for _ in range(3):
        page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.id") == "q"


def test_the_attack_of_opportunity_page_shows_faq_1_1(page):
    page.goto("/entry/ahlcg/rr/attack-of-opportunity")
    ruling = page.locator("#ruling-ahlcg-faq-1-1")
    assert ruling.is_visible()
    assert "FAQ 1.1" in ruling.inner_text()
    assert "Attacks of Opportunity are only triggered when 1 or more of an investigator’s actions" in ruling.inner_text()
    # a quiet note beside the rule, not an alarm: no red border or background
    colors = ruling.evaluate("r => [getComputedStyle(r).backgroundColor, getComputedStyle(r).borderLeftColor]")
    assert not any(color in ("rgb(251, 230, 228)", "rgb(163, 35, 31)", "rgb(58, 29, 28)", "rgb(255, 138, 128)") for color in colors), colors
    ruling.scroll_into_view_if_needed()
    page.shot("aoo-rulings-inline")


def test_a_tooltip_on_retaliate(page):
    page.goto(RETALIATE_PAGE)
    term = page.locator('.entry-text a.term[data-term="ahlcg/rr/retaliate"]')
    tooltip = page.locator("#term-tooltip")
    if page.viewport_name == "phone":
        term.tap()  # the first tap shows the sentence and stays on the page
        tooltip.wait_for(state="visible")
        assert TIP in tooltip.inner_text() and page.url.endswith(RETALIATE_PAGE)
        assert term.get_attribute("aria-describedby") == "term-tooltip"
        page.shot("tooltip-tap")
        term.tap()  # the second opens the rule
        page.wait_for_url("**/entry/ahlcg/rr/retaliate")
        return
    term.hover()
    tooltip.wait_for(state="visible")
    assert TIP in tooltip.inner_text() and term.get_attribute("aria-describedby") == "term-tooltip"
    page.shot("tooltip-hover")
    page.keyboard.press("Escape")
    tooltip.wait_for(state="hidden")
    assert term.get_attribute("aria-describedby") is None
    page.mouse.move(0, 0)
    term.focus()  # the keyboard reaches it too
    tooltip.wait_for(state="visible")
    page.keyboard.press("Escape")
    tooltip.wait_for(state="hidden")


def test_terms_in_text_built_in_the_browser_are_linked_by_kbterms(page):
    page.goto("/about")
    page.evaluate(
        """() => { const p = document.createElement('p'); p.id = 'built';
        p.textContent = 'The enemy has retaliate, and it will retaliate again.'; document.querySelector('main').appendChild(p);
        return window.kbTerms.link(p, 'ahlcg'); }"""
    )
    assert page.locator("#built a.term").count() == 1
    assert page.locator("#built a.term").get_attribute("href") == "/entry/ahlcg/rr/retaliate"
    assert page.locator("#built a.term").get_attribute("data-tip") == TIP


def test_picking_two_editions_compares_them_in_place(page):
    if page.viewport_name == "phone":
        pytest.skip("the same script on both viewports; once is enough")
    page.goto("/entry/ahlcg/rr/costs#editions")
    page.evaluate("window.__samePage = true")
    page.select_option("form.compare-form select[name=from]", "glossary-2024")
    page.wait_for_function("() => document.querySelector('.comparison .diff-summary').textContent.includes('ArkhamDB')")
    assert page.evaluate("window.__samePage") is True
    assert "from=glossary-2024" in page.url
    assert "same words" in page.locator(".comparison").inner_text()


def test_an_opened_entry_reloads_with_the_network_cut(browser, base_url):
    context = browser.new_context(base_url=base_url, **VIEWPORTS["phone"])
    context.set_default_timeout(WAIT_MS)
    try:
        page = context.new_page()
        page.goto("/entry/ahlcg/rr/retaliate")
        page.wait_for_function(
            """() => caches.keys().then(names => Promise.all(names.map(name => caches.open(name)
                 .then(cache => cache.match(location.href))))).then(found => found.some(Boolean))""",
            polling=200,
        )
        page.wait_for_function("() => caches.match('/search-data.json').then(Boolean)", polling=200)
        # the worker has taken the page over (clients.claim): from now on it answers this tab
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", polling=100)
        context.set_offline(True)
        page.reload()
        assert page.locator("h1").inner_text() == "Retaliate"
        assert TIP in page.locator(".entry-text").inner_text()
        # a search while offline: the search runs in the page, over the kept search data
        page.goto("/?q=retaliate")
        found = page.locator(".results[data-searched-in=browser] .result-title a").first
        found.wait_for()
        assert found.inner_text() == "Retaliate"
        found.click()
        page.wait_for_url("**/entry/ahlcg/rr/retaliate")
        assert page.locator("h1").inner_text() == "Retaliate"
    finally:
        context.close()


AXE_PAGES = {
    "home": "/",
    "search results": "/?q=aoo",
    "entry": "/entry/ahlcg/rr/costs",
    "errata": "/errata",
    "FAQ": "/faq",
    "timing index": "/timing",
    "timing chart": "/timing/ahlcg/phase-sequence",
    "card": "/card/Henry%20Armitage",
    "404": "/entry/no-such-rule",
    "offline": "/offline",
    "replay (read-only check)": "/replay",
}


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_serious_or_critical_accessibility_violation_on_any_page_type(browser, base_url, scheme):
    axe_module = pytest.importorskip(
        "axe_playwright_python.sync_playwright", reason="axe-playwright-python (axe-core for Playwright) is not installed"
    )
    axe = axe_module.Axe()
    context = browser.new_context(base_url=base_url, **{**VIEWPORTS["phone"], "color_scheme": scheme})
    context.set_default_timeout(WAIT_MS)
    found: dict[str, list[str]] = {}
    try:
        page = context.new_page()
        for name, url in AXE_PAGES.items():
            page.goto(url)
            results = axe.run(page)
            bad = [
                f"{violation['id']} ({violation['impact']}): {[node['target'] for node in violation['nodes'][:3]]}"
                for violation in results.response["violations"] if violation["impact"] in ("serious", "critical")
            ]
            if bad:
                found[name] = bad
    finally:
        context.close()
    assert not found, found
