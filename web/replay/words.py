"""The form in players' words: a label and a line of help for each field, shown on screen (phones
show no tooltips), and the words for the values of a few closed lists ("any attack", not "attack").

The field names stay the situation format's (the YAML view shows them); only what the form shows
changes. A field missing here shows its own name.
"""

from __future__ import annotations

from typing import Any

#: (object, field) or field -> (label, help shown under it). The object is the schema's $defs name.
FIELD_WORDS: dict[str, tuple[str, str]] = {
    "situation.title": ("Title", ""),
    "situation.question": ("The question", "What you want to know; name the cards and events, and the answer names them"),
    "situation.investigators": ("Investigators", "Who plays, where they stand, their health and sanity"),
    "situation.locations": ("Locations", ""),
    "situation.cards": ("Cards in play", "Assets, enemies and treacheries in play: paste a card's printed text and "
                        "the engine reads its abilities"),
    "situation.do": ("What happens", "What the players do, in order: an action, an ability or a fast card used, the "
                     "end of a turn"),
    "situation.choices": ("Who decides", "What a player decides when the game asks: where damage goes, which enemy, "
                          "in what order"),
    "situation.turn": ("Whose turn", ""),
    "situation.lead": ("Lead investigator", ""),
    "situation.phase": ("Phase", ""),
    "card.text": ("Printed text", "As printed on the card: the engine reads its abilities from it, unless you give "
                  "them under Abilities"),
    "investigator.text": ("Printed text", "The investigator's ability as printed (read like a card's)"),
    "location.text": ("Printed text", ""),
    "card.type": ("Card type", ""),
    "card.controller": ("Controlled by", ""),
    "card.engaged": ("Engaged with", "An enemy in this investigator's threat area"),
    "card.damage": ("Damage on it", "Damage tokens placed on the card now (not what an enemy's attack deals: that is "
                    "its printed attack)"),
    "card.horror": ("Horror on it", "Horror tokens placed on the card now (not its printed attack)"),
    "card.attack": ("Its printed attack", "The damage and horror printed on the enemy: what its attack deals"),
    "card.health": ("Health (printed)", ""),
    "card.sanity": ("Sanity (printed)", ""),
    "card.fight": ("Fight (printed)", ""),
    "card.evade": ("Evade (printed)", ""),
    "card.abilities": ("Abilities", "Only if the printed text is not given or not read"),
    "investigator.abilities": ("Abilities", "Only if the printed text is not given or not read"),
    "ability.kind": ("Kind", ""),
    "ability.timing": ("Timing", "'when' (before it happens), 'after', 'would' (a replacement)…"),
    "ability.trigger": ("When it triggers", "The event and who or what it is about"),
    "ability.effects": ("What it does", ""),
    "ability.text": ("Printed text", "Shown in the trace"),
    "filter.event": ("Event", ""),
    "filter.what": ("About what", "'self' is this card"),
    "filter.who": ("About whom", "'you' is the ability's controller"),
    "filter.source": ("Caused by", ""),
    "filter.via": ("How", "Which kind of attack or cause; 'any attack' matches them all"),
    "effect.effect": ("Effect", ""),
    "effect.amount": ("How much", ""),
    "effect.to": ("To whom", "Pick a target from the list (e.g. the attacking enemy)"),
    "do.who": ("Who", ""),
    "do.action": ("Takes the action", ""),
    "do.card": ("Card", ""),
    "do.use": ("Uses", "An ability or a fast card used in a player window"),
    "choice.decision": ("What is decided", ""),
    "choice.who": ("Who decides", ""),
    "choice.to": ("Assigned to", "Where the damage or horror goes"),
    "choice.ability": ("Whose ability", ""),
    "choice.choose": ("Chooses", ""),
    "choice.among": ("In this order", "Names, comma-separated"),
    "choice.option": ("Option", "Which option, from 0"),
}

#: Values in players' words, by field: what the select shows (the value written stays the format's).
VALUE_WORDS: dict[str, dict[str, str]] = {
    "via": {"attack": "any attack", "opportunity": "an attack of opportunity", "alert": "an alert attack",
            "retaliate": "a retaliate attack", "enemy-phase": "an attack in the enemy phase",
            "effect": "a card effect", "defeat": "a defeat", "resign": "resigning", "fight": "a fight",
            "evade": "an evasion", "investigate": "an investigation", "test": "a skill test"},
    "decision": {"assign": "assign damage or horror", "target": "choose a target", "order": "order simultaneous "
                 "abilities", "decline": "decline an ability", "may": "use a 'may' or not", "lead": "choose who "
                 "leads", "turn": "choose who takes a turn", "discard": "discard cards", "mulligan": "mulligan",
                 "keep": "keep cards", "beneath": "put cards beneath", "expose": "expose a concealed card",
                 "either": "choose an 'either' option"},
}

#: The value a new field of this name starts at, shown on screen (never a narrower one silently).
PREFERRED: dict[str, str] = {"via": "attack"}


def words_for(owner: str, key: str, spec: dict[str, Any]) -> None:
    """Put the players' words for ``owner.key`` into its form spec (``label``, ``say``, ``optionWords``)."""
    found = FIELD_WORDS.get(f"{owner}.{key}")
    if found:
        spec["label"], say = found
        if say:
            spec["say"] = say
    if spec.get("type") == "enum" and key in VALUE_WORDS:
        words = VALUE_WORDS[key]
        spec["optionWords"] = {o: words.get(o, o) for o in spec["options"]}
        if key in PREFERRED and PREFERRED[key] in spec["options"]:
            first = PREFERRED[key]
            spec["options"] = [first] + [o for o in spec["options"] if o != first]
