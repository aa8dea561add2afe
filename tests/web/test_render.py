"""Entry text to HTML: Markdown, icons with labels, cross-references as links, nothing unsafe."""

from __future__ import annotations

from kb.parse.clean import ICON_TOKENS
from web import render


def url(key: str) -> str:
    return f"/entry/{key}"


def test_every_icon_token_is_a_symbol_with_a_text_label():
    for token in ICON_TOKENS:
        assert token in render.ICONS, token
    html = render.render(" ".join(f"[{name}]" for name in render.ICONS))
    for name, (label, symbol) in render.ICONS.items():
        assert f'<span class="icon icon-{name}" title="{label}">' in html
        assert f'<span class="icon-symbol" aria-hidden="true">{symbol}</span><span class="icon-label">{label}</span>' in html
    assert "[" not in html


def test_markdown_paragraphs_and_lists():
    assert render.render("One.\n\n- a\n- b") == "<p>One.</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>"


def test_raw_html_is_text_not_markup():
    html = render.render("<script>alert(1)</script>\n\n<div onclick=x>block</div> <img src=x onerror=alert(2)>")
    assert "<script" not in html and "<div" not in html and "<img" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "&lt;img src=x onerror=alert(2)&gt;" in html


def test_unsafe_urls_are_dropped_and_images_not_loaded():
    html = render.render("[a](javascript:alert(1)) [b](https://example.org) [c](/entry/x) ![i](https://example.org/i.png)")
    assert "javascript:" not in html
    assert '<a rel="nofollow noopener noreferrer" href="https://example.org">b</a>' in html or (
        'href="https://example.org"' in html and 'rel="nofollow noopener noreferrer"' in html
    )
    assert 'href="/entry/x"' in html
    assert "<img" not in html


def test_cross_references_become_links_longest_quote_first():
    html = render.render(
        "See “Costs” on page 7, and “Costs” again; then return to 2.2 and proceed to 2.2.1.",
        [("“Costs” on page 7", "ahlcg/rr/costs"), ("2.2", "ahlcg/rr/2-2"), ("2.2.1", "ahlcg/rr/2-2-1")],
        url,
    )
    assert '<a class="xref" href="/entry/ahlcg/rr/costs" data-key="ahlcg/rr/costs">“Costs” on page 7</a>' in html
    assert "and “Costs” again" in html  # only the quoted reference is a link
    assert '<a class="xref" href="/entry/ahlcg/rr/2-2" data-key="ahlcg/rr/2-2">2.2</a> and' in html
    assert '<a class="xref" href="/entry/ahlcg/rr/2-2-1" data-key="ahlcg/rr/2-2-1">2.2.1</a>.' in html


def test_link_text_with_icons_and_markup_characters_is_escaped():
    html = render.render("See “[free] <b>Abilities</b>” here.", [("“[free] <b>Abilities</b>”", "k/a")], url)
    assert "&lt;b&gt;Abilities&lt;/b&gt;" in html and "<b>" not in html
    assert 'class="icon icon-free"' in html


def test_placeholder_characters_in_the_source_cannot_inject_pieces():
    html = render.render("\ufdd00\ufdd1 [free]")
    assert html.count('class="icon icon-free"') == 1
    assert "\ufdd0" not in html


def test_titles_and_snippets():
    assert str(render.icons("<i>[reaction] Abilities</i>")).startswith("&lt;i&gt;<span class=\"icon icon-reaction\"")
    assert str(render.snippet("…the «cost» of <b>")) == "…the <mark>cost</mark> of &lt;b&gt;"
    assert str(render.snippet("cut «cost")) == "cut cost"  # an unbalanced marker leaves no open tag


def test_diff_markup():
    assert str(render.diff([("equal", "pay "), ("delete", "<1>"), ("insert", "2")])) == "pay <del>&lt;1&gt;</del><ins>2</ins>"
