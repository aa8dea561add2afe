"""Issue 19, each point as the reader meets it: what the pages say, on the real and the hand-made database."""

from __future__ import annotations

import re

from tests.web.test_pages import text_of


def results_html(html: str) -> str:
    return html[html.index('<ol class="result-list">'):]


def test_search_form_fits_a_phone_placeholder_and_hint(client):
    html = text_of(client.get("/"))
    placeholder = re.search(r'placeholder="([^"]+)"', html).group(1)
    assert len(placeholder) <= 24, placeholder  # the old one was cut off at 390 px
    assert '<span class="keyboard-hint"> Press <kbd>/</kbd> to search from anywhere.</span>' in html
    assert 'class="hint hint-with-query"' in text_of(client.get("/?q=costs"))  # hidden once there are results


def test_brand_keeps_an_accessible_name_when_only_its_mark_shows(client):
    html = text_of(client.get("/"))
    assert 'aria-label="Arkham rules: home"' in html and '<span class="brand-name" aria-hidden="true"> Arkham rules</span>' in html


def test_results_show_where_each_entry_is_filed_not_its_raw_key(real_client):
    html = results_html(text_of(real_client.get("/?q=clock+phase&game=elder-sign")))
    assert '<code class="key">' not in html and "elder-sign/rules/" not in re.sub(r'href="[^"]*"', "", html)
    clock = re.findall(r'>Clock Phase</a></h2>\s*<p class="result-meta">(.*?)</p>', html, re.S)
    places = [re.search(r'<span class="result-parent">in (.*?)</span>', meta).group(1) for meta in clock]
    assert "Battling the Ancient One" in places and "the Elder Sign Rulebook" in places


def test_the_entry_key_wraps_only_after_its_slashes(client):
    html = text_of(client.get("/entry/ahlcg/rr/costs"))
    assert '<code class="key">ahlcg/<wbr>rr/<wbr>costs</code>' in html


def test_snippets_read_as_text_and_lead_with_the_rules_main_sentence(real_client):
    html = results_html(text_of(real_client.get("/?q=aoo")))
    snippets = re.findall(r'<p class="snippet">(.*?)</p>', html, re.S)
    first = re.sub(r"<[^>]+>", "", snippets[0])
    assert first.startswith("Each time an investigator is engaged with one or more ready enemies")
    for snippet in snippets:
        assert "**" not in snippet and not re.search(r"(^|\s)- ", snippet), snippet
    assert "A: No." in re.sub(r"<[^>]+>", "", " ".join(snippets))  # the answer, not "**A:**"


def test_rulings_are_shown_with_their_text_on_the_entry(real_client):
    html = text_of(real_client.get("/entry/ahlcg/rr/attack-of-opportunity"))
    section = html[html.index('<section class="rulings"'):]
    assert '<span class="badge kind kind-ruling">FAQ 1.1</span> <a href="/entry/ahlcg/faq/1-1">Attacks of Opportunity</a>' in section
    assert "Attacks of Opportunity are only triggered when 1 or more of an investigator’s actions" in section


def test_a_long_ruling_is_folded_after_its_lead(client):
    html = text_of(client.get("/entry/ahlcg/rr/costs"))
    ruling = html[html.index('id="ruling-ahlcg-faq-1-5"'):]
    ruling = ruling[: ruling.index("</article>")]
    lead, rest = ruling.split('<details class="ruling-more">')
    assert "Costs</a> are paid first." in lead and "second paragraph is long enough" in rest
    assert "<summary>The rest of FAQ 1.5</summary>" in rest


def test_the_text_in_force_marks_the_erratums_words_and_the_printed_text_is_one_tap_away(real_client):
    html = text_of(real_client.get("/entry/ahlcg/rr/costs"))
    text = html[html.index('<div class="entry-text prose">'):html.index('<details class="printed-text">')]
    assert '<ins class="amended">a player is</ins>' in text and '<ins class="amended">that player’s</ins>' in text
    printed = html[html.index('<details class="printed-text">'):]
    printed = printed[: printed.index("</details>")]
    assert '<del class="amended">their owner’s</del>' in printed


def test_editions_compare_with_the_text_shown_never_a_false_bullet_or_a_full_copy(real_client):
    html = text_of(real_client.get("/entry/ahlcg/rr/costs"))
    editions = html[html.index('<section class="editions"'):]
    assert "Differences from the text above" not in editions
    assert "<cite>With errata applied (Frequently Asked Questions)</cite>, lines 22–25: <span class=\"muted\">the text shown above</span>" in editions
    # the other copies have the erratum's words too: no difference from the text shown
    assert editions.count("the same words as the text above") == 2
    diff = editions[editions.index('<div class="diff">'):]
    diff = diff[: diff.index("</div>")]
    assert "<ins>a player is </ins>" in diff  # added by the erratum, from the printed text
    assert not re.search(r"<(ins|del)>\s*[-–—]\s*</(ins|del)>", editions)  # no bullet shown as a change
    assert diff.count("resource costs and ability costs") == 0  # changed passages only, not the whole text


def test_any_two_editions_are_compared_by_query_parameters_and_as_a_fragment(real_client):
    html = text_of(real_client.get("/entry/ahlcg/rr/costs?from=glossary-2024&to=printed"))
    assert '<option value="glossary-2024" selected>' in html and '<option value="printed" selected>' in html
    assert "<del>a player is </del>" in html
    fragment = text_of(real_client.get("/compare/ahlcg/rr/costs?from=printed&to=faq"))
    assert fragment.lstrip().startswith("<div class=\"compare\"") and "<ins>a player is </ins>" in fragment
    assert real_client.get("/entry/ahlcg/rr/costs?from=nowhere").status_code == 400
    same = text_of(real_client.get("/entry/ahlcg/rr/costs?from=faq&to=faq"))
    assert "Pick two different editions" in same


def test_referenced_by_quotes_once(real_client):
    html = text_of(real_client.get("/entry/ahlcg/rr/costs"))
    backlinks = html[html.index('<section class="backlinks"'):]
    backlinks = backlinks[: backlinks.index("</section>")]
    assert "““" not in backlinks and "””" not in backlinks
    assert "— “Costs” on page 7</span>" in backlinks and "— “Additional Costs”</span>" in backlinks


def test_timing_index_says_what_each_chart_covers(real_client):
    html = text_of(real_client.get("/timing"))
    assert "lines 2682" not in html
    assert "4 phases (Mythos, Investigation, Enemy, Upkeep)" in html
    assert "8 steps: Determine skill type of test → … → Skill test ends; 2 player windows" in html


def test_a_404_offers_the_entry_itself(real_client):
    response = real_client.get("/entry/atack-of-oportunity")
    assert response.status_code == 404
    assert '<a href="/entry/ahlcg/rr/attack-of-opportunity">Attack of Opportunity</a>' in text_of(response)


def test_home_page_has_a_card_for_replay(client):
    html = text_of(client.get("/"))
    assert '<a class="tile" href="/replay"><strong>Replay a situation</strong>' in html


def test_the_slot_legend_lists_each_label_apart(real_client):
    html = text_of(real_client.get("/entry/ahlcg/rr/slots"))
    assert "slot1" not in html
    legend = html[html.index('<figure class="legend-figure">'):]
    assert "<li>1 ally slot</li><li>1 body slot</li>" in legend and "<li>1 arcane slot</li><li>2 arcane slots</li>" in legend
    assert "slot1" not in text_of(real_client.get("/entry/ahlcg/rr/slots/slot-icons"))


def test_card_page_shows_the_cards_corrected_text(real_client):
    html = text_of(real_client.get("/card/Henry%20Armitage"))
    assert "<h1>Henry Armitage</h1>" in html and "Collector number:</span> 40" in html
    assert "This card’s ability should read" in html
    near = real_client.get("/card/henry armitage")
    assert near.status_code == 302 and near.headers["Location"].endswith("/card/Henry%20Armitage")
    assert real_client.get("/card/Henri%20Armitag").headers["Location"].endswith("/card/Henry%20Armitage")
    missing = real_client.get("/card/Zzzz%20qqq")
    assert missing.status_code == 404 and "No card &#39;Zzzz qqq&#39;." in text_of(missing)
