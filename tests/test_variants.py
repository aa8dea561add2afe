"""The Markdown copy (003) stored as variants of the Rules Reference entries it repeats."""

from __future__ import annotations


def test_003_is_a_variant_of_the_first_29_glossary_entries(corpus, rr):
    variant_keys = [v.key for v in corpus.variants if v.provenance.source == "rr-md"]
    first_29 = [e.key for e in rr.entries if e.kind == "entry"][:29]
    assert first_29[-1] == "ahlcg/rr/dealing-damage-horror"
    assert [k for k in variant_keys if k in first_29] == first_29
    assert len(variant_keys) == len(set(variant_keys))
    # The front matter and the sub-entries of Ability and Campaign Play are variants too.
    assert {"ahlcg/rr/golden-rules", "ahlcg/rr/ability/forced-abilities", "ahlcg/rr/campaign-play/trauma"} <= set(variant_keys)
    # and 003 adds no entry of its own
    assert not any(e.provenance.source == "rr-md" for e in corpus.entries)


def test_variant_keeps_its_source_and_restores_icons(corpus):
    variant = next(v for v in corpus.variants if v.key == "ahlcg/rr/ability/triggered-abilities")
    assert variant.provenance.source == "rr-md"
    assert variant.provenance.first_line == 64
    assert "prefaced by either a [free] icon, a [reaction] icon, or an [action] icon" in variant.text


def test_costs_variant_carries_the_errata_the_core_text_lacks(corpus, rr_entries):
    variant = next(v for v in corpus.variants if v.key == "ahlcg/rr/costs")
    # FAQ v1.0 errata to Costs: "that player's control", where 000 printed "their owner's control".
    assert "only cards that are in play and under that player’s control may be used" in variant.text
    assert "only cards that are in play and under their owner’s control may be used" in rr_entries["ahlcg/rr/costs"].text


def test_hard_breaks_inside_a_paragraph_are_joined(corpus):
    variant = next(v for v in corpus.variants if v.key == "ahlcg/rr/action")
    assert "see section “2.2.1 Investigator takes an action, if able.” on page 24." in variant.text
