"""The pages in a real browser, on a phone-sized and a desktop viewport."""

from __future__ import annotations

import re


def test_search_by_typing_open_a_result_and_follow_a_cross_link(page):
    page.goto("/")
    page.evaluate("window.__samePage = true; document.activeElement.blur()")
    page.keyboard.press("/")  # "/" focuses the search box
    assert page.evaluate("document.activeElement.id") == "q"
    page.keyboard.type("fast keyword", delay=20)
    # the results of the whole query (a pause while typing may show those of its start first)
    page.locator("#results .count", has_text="“fast keyword”").wait_for()
    assert page.evaluate("window.__samePage") is True  # results came while typing, no page load
    assert re.search(r"\?q=fast\+keyword$", page.url)
    assert page.locator("#results mark").count() > 0
    page.shot("search-typing")

    page.locator('#results a[href="/entry/ahlcg/rr/fast"]').first.click()
    page.wait_for_url("**/entry/ahlcg/rr/fast")
    assert page.locator("h1").inner_text() == "Fast"
    assert "Rules Reference, page 11" in page.locator(".provenance").inner_text()
    page.shot("entry")

    page.locator('.entry-text a.xref[href="/entry/ahlcg/rr/attack-of-opportunity"]').click()
    page.wait_for_url("**/entry/ahlcg/rr/attack-of-opportunity")
    assert page.locator("h1").inner_text() == "Attack of Opportunity"
    assert page.locator(".backlinks a[href='/entry/ahlcg/rr/fast']").count() == 1
    page.shot("cross-link")


def test_search_form_works_without_live_results(page):
    page.goto("/?q=ST.6")
    assert page.locator(".result-title a").first.get_attribute("href") == "/entry/ahlcg/rr/st-6"


def test_errata_page_and_filter(page):
    page.goto("/errata")
    assert page.locator("h1").inner_text() == "Errata"
    if page.locator("article.erratum").count():
        assert page.locator(".side-by-side .printed").count() > 0
        page.shot("errata")
        page.select_option("select[name=kind]", "card")  # submits itself
        page.wait_for_url(re.compile(r"/errata\?kind=card$"))
        categories = page.locator(".errata-group h2").all_inner_texts()
        assert len(categories) == 1 and categories[0].startswith("Card errata")
    else:
        page.shot("errata-empty")


def test_timing_chart_steps_open_on_demand(page):
    page.goto("/timing")
    page.locator('a[href="/timing/ahlcg/phase-sequence"]').click()
    page.wait_for_url("**/timing/ahlcg/phase-sequence")
    assert page.locator(".window-box").count() == 6
    step = page.locator("#n-2-2-1 details").first
    assert not step.get_attribute("open") and not page.locator("#n-2-2-1 .step-detail").first.is_visible()
    page.locator("#n-2-2-1 summary").first.click()
    assert page.locator("#n-2-2-1 .step-detail").first.is_visible()
    assert "investigate" in page.locator("#n-2-2-1 .step-detail").first.inner_text().lower()
    page.shot("timing-chart")
    page.get_by_role("button", name="Open all steps").click()
    assert page.locator(".chart details:not([open])").count() == 0
    page.get_by_role("button", name="Close all steps").click()
    assert page.locator(".chart details[open]").count() == 0
    page.emulate_media(media="print")
    assert not page.locator(".site-header").is_visible() and not page.locator(".chart-tools").is_visible()
    page.shot("timing-chart-print")


def test_a_link_to_a_step_opens_it(page):
    page.goto("/timing/ahlcg/skill-test#n-st-6")
    assert page.locator("#n-st-6 .step-detail").is_visible()
    assert page.locator(".window-box").count() == 2
    page.shot("skill-test")


def test_dark_mode_follows_the_system_and_layout_fits(page):
    page.goto("/entry/ahlcg/rr/st-6")
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    if page.viewport_name == "desktop":  # dark
        assert background == "rgb(20, 22, 26)"
    else:
        assert background == "rgb(250, 247, 240)"
    # nothing wider than the screen
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert page.locator(".icon-auto_fail .icon-label").inner_text().lower() == "auto-fail"
    page.shot("entry-icons")
