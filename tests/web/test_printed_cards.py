"""Entry pages show the printed text of the cards they name, from the user's card catalogue."""

from __future__ import annotations

from html import unescape
from pathlib import Path

from kb.catalogue import import_cards, read_card_file
from tests.test_catalogue import NAMED

CARDS = Path(__file__).resolve().parent.parent / "data" / "quoted_cards.json"
ENTRY = "/entry/ahlcg/faq/q-if-i-play-an-event-with-a-fight"  # a FAQ answer that mentions .45 Automatic


def test_an_entry_shows_the_printed_text_of_a_card_it_names(real_client, tmp_path, monkeypatch):
    monkeypatch.setenv("KB_CARDS_DB", str(tmp_path / "cards.db"))
    import_cards(tmp_path / "cards.db", read_card_file(CARDS))
    html = unescape(real_client.get(ENTRY).get_data(as_text=True))
    assert "As printed (your card catalogue)" in html
    assert ".45 Automatic" in html and "Spend 1 ammo: Fight." in html


def test_an_entry_says_which_clauses_of_a_printed_card_the_engine_cannot_replay(real_client, tmp_path, monkeypatch):
    card = {"code": "01016", "name": ".45 Automatic", "type_code": "asset",
            "text": "Uses (4 ammo).\n[action] Spend 1 ammo: Fight. You get +1 [combat] for this attack. "
                    "Search your deck for a Weapon asset."}
    monkeypatch.setenv("KB_CARDS_DB", str(tmp_path / "cards.db"))
    import_cards(tmp_path / "cards.db", [card])
    html = unescape(real_client.get(ENTRY).get_data(as_text=True))
    assert "1 clause the engine cannot replay yet" in html
    assert "“Search your deck for a Weapon asset”" in html and "read, not runnable yet (effect:search)" in html


def test_without_a_catalogue_nothing_is_shown(real_client, tmp_path, monkeypatch):
    monkeypatch.setenv("KB_CARDS_DB", str(tmp_path / "none.db"))
    html = real_client.get(ENTRY).get_data(as_text=True)
    assert "As printed" not in html


def test_the_replay_api_names_cards_from_the_catalogue(client, tmp_path, monkeypatch):
    monkeypatch.setenv("KB_CARDS_DB", str(tmp_path / "cards.db"))
    refused = client.post("/api/replay", data=NAMED, content_type="application/yaml")
    assert refused.status_code == 400 and "needs a card catalogue" in refused.get_json()["error"]["message"]
    import_cards(tmp_path / "cards.db", read_card_file(CARDS))
    response = client.post("/api/replay", data=NAMED, content_type="application/yaml")
    assert response.status_code == 200, response.get_json()
    texts = [step["text"] for step in response.get_json()["steps"]]
    assert any(text.startswith("Guard Dog [reaction]") for text in texts)
