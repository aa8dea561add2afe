"""A treachery its revelation puts in the threat area only on a condition ("Test [agility] (3). If you fail, add
Dragged Under to your threat area"), from the rules' sentences (Treachery Cards, Enters Play, Drawing Encounter
Cards 1.4) and the card that prints it."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def _dragged_under(world, tokens):
    text = "<b>Revelation</b> - Test [agility] (3). If you fail, add Dragged Under to your threat area."
    read = parse_card_text(text, name="Dragged Under", type_code="treachery")
    assert not read.gaps
    card = {"name": "Dragged Under", "type": "treachery", "text": text,
            "abilities": [a.to_situation() for a in read.abilities]}
    world["encounter-deck"] = [card]
    world["investigators"][0]["abilities"] = [
        {"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
         "effects": [{"effect": "draw-encounter-card"}]}]
    world["tests"] = [{"who": "Roland", "tokens": tokens}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}]
    return world


def test_a_failed_test_puts_the_treachery_in_the_drawers_threat_area_and_it_is_not_discarded(world, run, find):
    """Treachery Cards: a treachery whose revelation puts it into play stays in play; otherwise it is placed in the
    encounter discard pile after its revelation (1.4 step 4). Enters Play: the threat area is a play area."""
    trace = run(_dragged_under(world, ["-8"]))
    assert trace.final_state["cards"]["Dragged Under"]["zone"] == "play"
    assert trace.final_state["encounter_discard"] == []
    assert find(trace, "Dragged Under is put into play in Roland's threat area") > find(trace, "ST.6: Roland fails")
    assert not any(s.text.startswith("Step 4: Dragged Under") for s in trace.steps)


def test_a_passed_test_leaves_it_to_the_discard_pile(world, run):
    """1.4 step 4: a treachery its revelation did not put anywhere is discarded."""
    trace = run(_dragged_under(world, ["+1"]))
    assert trace.final_state["encounter_discard"] == ["Dragged Under"]
    assert trace.final_state["cards"]["Dragged Under"]["zone"] == "encounter-discard"


def test_a_treachery_enters_your_threat_area_with_the_tokens_its_revelation_names(world, run, find):
    """Cover Up: "Put Cover Up into play in your threat area, with 3 clues on it" — it enters play first, then its
    tokens are placed on it (a card out of play holds no tokens: Leaves Play), and it is not discarded (1.4)."""
    text = "<b>Revelation</b> - Put Cover Up into play in your threat area, with 3 clues on it."
    read = parse_card_text(text, name="Cover Up", type_code="treachery")
    assert not read.gaps
    world["encounter-deck"] = [{"name": "Cover Up", "type": "treachery", "text": text,
                                "abilities": [a.to_situation() for a in read.abilities]}]
    world["investigators"][0]["abilities"] = [
        {"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
         "effects": [{"effect": "draw-encounter-card"}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}]
    trace = run(world)
    cover = trace.final_state["cards"]["Cover Up"]
    assert cover["zone"] == "play" and cover["clues"] == 3
    assert find(trace, "Cover Up is put into play in Roland's threat area") < find(
        trace, "Cover Up enters play with 3 clues on it, as its revelation says: it merely enters play in that state")
    assert not any("clues placed on Cover Up" in s.text for s in trace.steps)  # Enters Play: no transition


def test_any_investigators_threat_area_is_one_the_drawer_chooses(world, run, find):
    """Psychopomp's Song: "Add Psychopomp's Song to any investigator's threat area" — one investigator in the game,
    the choice of the player resolving it (a target choice); the card is then in that investigator's threat area."""
    text = "<b>Revelation</b> - Add Psychopomp's Song to any investigator's threat area."
    read = parse_card_text(text, name="Psychopomp's Song", type_code="treachery")
    assert not read.gaps
    world["encounter-deck"] = [{"name": "Psychopomp's Song", "type": "treachery", "text": text,
                                "abilities": [a.to_situation() for a in read.abilities]}]
    world["investigators"][0]["abilities"] = [
        {"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
         "effects": [{"effect": "draw-encounter-card"}]}]
    world["choices"] = [{"decision": "target", "ability": "Psychopomp's Song", "choose": "Agnes"}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}]
    trace = run(world)
    assert trace.final_state["cards"]["Psychopomp's Song"]["zone"] == "play"
    assert find(trace, "Psychopomp's Song is put into play in Agnes's threat area") > find(trace, "chooses Agnes")


def test_a_card_entering_play_with_tokens_for_each_point_failed_by_enters_once(world, run, find):
    """Enters Play; For Each: "put Torturous Chords into play in your threat area, with 1 resource on it for each point
    you failed by" — the card enters play once, with as many resources as the test was failed by on it (the count is
    of the tokens, not of its entering; none is placed)."""
    text = ("<b>Revelation</b> - Test [willpower] (5). If you fail, put Torturous Chords into play in your threat area, "
            "with 1 resource on it for each point you failed by.")
    read = parse_card_text(text, name="Torturous Chords", type_code="treachery")
    assert not read.gaps
    world["encounter-deck"] = [{"name": "Torturous Chords", "type": "treachery", "text": text,
                                "abilities": [a.to_situation() for a in read.abilities]}]
    world["investigators"][0]["abilities"] = [
        {"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
         "effects": [{"effect": "draw-encounter-card"}]}]
    world["tests"] = [{"who": "Roland", "tokens": ["-2"]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}]
    trace = run(world)
    chords = trace.final_state["cards"]["Torturous Chords"]
    entered = [s for s in trace.steps if "Torturous Chords is put into play" in s.text]
    assert chords["zone"] == "play" and len(entered) == 1
    assert find(trace, "Torturous Chords is put into play in Roland's threat area") < find(
        trace, "Torturous Chords enters play with 4 resources on it, as its revelation says")
    assert chords["resources"] == 5 - (world["investigators"][0]["skills"]["willpower"] - 2)
