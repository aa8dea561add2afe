"""The one table of cited keys (kb/engine/core/rules.py): every key has the knowledge base's shape, names a
real title of the source, is used by the engine, and every trace cites only keys from it."""

import re
from pathlib import Path

import pytest

from kb.engine import examples, load_example, replay
from kb.engine.core.rules import RULES

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "kb" / "engine"
RR = ROOT / "rules_src" / "000_78899114dc4a1adb.txt"

KEY = re.compile(
    r"^ahlcg/(?:"
    r"rr/[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)?"
    r"|faq/(?:1-(?:[1-9]|1[0-6])|2-[1-8]|q-[a-z0-9]+(?:-[a-z0-9]+)*)"
    r"|glossary/[a-z0-9]+(?:-[a-z0-9]+)*"
    r"|errata/rr-(?:costs|elimination|weakness|permanent|slots)"
    r"|errata/card-[a-z0-9]+(?:-[a-z0-9]+)*"
    r")$")
FRAMEWORK = re.compile(r"^ahlcg/rr/(?:phase-i{1,3}|phase-iv|[1-4]-\d(?:-\d)?|st-[1-8]|skill-test-timing|"
                       r"golden-rules|grim-rule|appendix-(?:i{1,3}|iv))$")


def slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def rr_titles() -> set[str]:
    lines = RR.read_text(encoding="utf-8").splitlines()
    return {re.sub(r"^<\|[^|]*\|>", "", line).strip() for line in lines}


@pytest.mark.parametrize("key", sorted(RULES))
def test_every_key_has_the_knowledge_base_shape(key):
    assert KEY.match(key), key
    assert RULES[key].reason and RULES[key].title


@pytest.mark.parametrize("key", sorted(k for k in RULES if k.startswith("ahlcg/rr/") and not FRAMEWORK.match(k)))
def test_glossary_keys_are_slugs_of_titles_printed_in_the_rules_reference(key):
    title = RULES[key].title
    assert key.rsplit("/", 1)[1] == slug(title)
    assert title in rr_titles(), f"{title!r} is not a heading of the Rules Reference"


def test_every_key_is_used_by_the_engine():
    source = "\n".join(p.read_text(encoding="utf-8") for p in ENGINE.rglob("*.py") if p.name != "rules.py")
    unused = [k for k in RULES if f'"{k}"' not in source]
    assert unused == []


def test_every_key_the_engine_source_mentions_is_in_the_table():
    source = "\n".join(p.read_text(encoding="utf-8") for p in ENGINE.rglob("*.py"))
    mentioned = set(re.findall(r'"(ahlcg/[a-z0-9/-]+)"', source))
    assert mentioned - set(RULES) == set()


#: Arkham Horror's examples; Elder Sign's cite its own table (tests/engine/test_elder_sign.py)
AHLCG_EXAMPLES = [e.name for e in examples() if e.game == "ahlcg"]


@pytest.mark.parametrize("name", AHLCG_EXAMPLES)
def test_every_step_of_every_example_cites_known_rules(name):
    trace = replay(load_example(name))
    for step in trace.steps:
        assert step.rules, step
        assert set(step.rules) <= set(RULES), step


@pytest.fixture(scope="module")
def kb_keys() -> set[str]:
    """Every entry key of the knowledge base, built from the sources (no database needed)."""
    build = pytest.importorskip("kb.build")
    return {entry.key for entry in build.collect().entries}


def test_every_cited_key_is_an_entry_of_the_knowledge_base(kb_keys):
    assert sorted(set(RULES) - kb_keys) == []


@pytest.mark.parametrize("name", [e.name for e in examples()])
def test_every_key_in_every_example_trace_resolves_to_an_entry(kb_keys, name):
    trace = replay(load_example(name))
    cited = {key for step in trace.steps for key in step.rules} | {k for u in trace.unresolved for k in u.rules}
    assert sorted(cited - kb_keys) == []
