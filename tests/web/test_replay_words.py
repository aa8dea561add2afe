"""The replay page in players' words: the form's labels and on-screen help, the values of a closed
list, the fields a kind needs, the starter opening filled, and choices named in words in the trace."""

from __future__ import annotations

import json
import re
from html import unescape

from web.replay.form import STARTER, form_model, starter_data


def test_the_form_model_speaks_players_words(app):
    with app.test_request_context():
        model = form_model()
    situation = model["defs"]["situation"]["fields"]
    assert situation["do"]["label"] == "What happens" and situation["choices"]["label"] == "Who decides"
    assert "in order" in situation["do"]["say"]
    assert model["defs"]["ability"]["fields"]["trigger"]["label"] == "When it triggers"
    via = model["defs"]["filter"]["fields"]["via"]
    assert via["options"][0] == "attack" and via["optionWords"]["attack"] == "any attack"
    assert model["allowed"]["choice"]["needs"]["assign"] == ["who", "to"]
    assert model["allowed"]["effect"]["needs"]["deal-damage"] == ["amount", "to"]


def test_from_scratch_the_page_carries_no_question_and_nothing_that_could_answer_one(client):
    """Issue 30: leftovers of a prefilled starter answered a question the player never asked. From
    scratch there is no question, no card, nothing done: a stand-in investigator and location only."""
    html = client.get("/replay").get_data(as_text=True)
    data = json.loads(re.search(r'id="replay-data">(.*?)</script>', html, re.S).group(1))
    assert data == starter_data() and "question:" in STARTER
    assert data["question"] == "" and data["cards"] == [] and data["do"] == [] and data["choices"] == []
    model = json.loads(re.search(r'id="replay-model">(.*?)</script>', html, re.S).group(1))
    assert [i["name"] for i in data["investigators"]] == [model["standIns"]["investigator"]] == ["Your investigator"]
    assert data["locations"] == [{"name": model["standIns"]["location"]}]


def test_the_examples_come_after_the_editor_and_folded(client):
    html = client.get("/replay").get_data(as_text=True)
    assert html.index('id="replay-form"') < html.index('id="examples"')
    assert re.search(r'<details class="replay-gallery" id="examples">', html)  # folded: not open


def test_the_trace_names_choices_in_words(client):
    html = unescape(client.get("/replay/example/ex01-nested-sequences").get_data(as_text=True))
    assert "assigns 1 damage to Guard Dog (your first choice;" in html
    assert "choices[0]" not in html.split('id="replay-data"')[0]
