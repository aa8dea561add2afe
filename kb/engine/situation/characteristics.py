"""What a constant or lasting ability changes of the characteristics of the cards it names: their printed text box
treated as blank (Blank), an immunity they gain (Immune), keywords they gain or lose, skill icons and traits they gain
(Gains), and ability text they gain (Gains: "Garden gains: \"[action] …: Resign.\"").

One record, :class:`Characteristics`, for the ``blank``, ``immune``, ``gains``, ``loses``, ``gains-icons`` and
``gains-traits`` and ``gains-abilities`` fields of a ``constant`` or ``lasting`` ability and of a ``lasting`` effect: each applies to
``enters-play``, whose ``what`` names the cards, locations or investigators changed (a lasting effect's ``to`` picks
them as it is established: "Each enemy at your location gains aloof until the end of the round" governs the enemies
there then, and no other). The engine applies them as standing rules (``procedures/characteristics.py``, traits among
them; keywords: ``procedures/granted.py``, which also counts the icons a committed card gained; abilities:
``procedures/granted_abilities.py``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol


#: The fields of a change of characteristics.
KEYS = ("blank", "immune", "gains", "loses", "gains-icons", "gains-traits", "gains-abilities")


class Failing(Protocol):
    """What names a refused field (the builder's ``Names``), without importing it: it imports the specs."""

    def fail(self, parts: Sequence[str | int], message: str) -> Exception: ...

@dataclass(frozen=True)
class Characteristics:
    """The characteristics an ability changes: ``blank`` (one of the vocabulary's ``BLANK_MODES``), ``immune`` (the
    sets of effects, by their source, it gains immunity to: ``player-card``, ``encounter-card``, a cardtype),
    ``keyword_changes`` (each keyword of the standing rules' table gained, True, or lost, False), ``icons`` (skill
    icons gained, one an entry: a committed card's beside its printed ones), ``traits`` (traits gained, beside the
    printed ones), ``abilities`` (abilities gained, the situation's abilities read as any printed one: each the
    named card's own while the constant is active)."""

    blank: str | None = None
    immune: tuple[str, ...] = ()
    keyword_changes: tuple[tuple[str, bool], ...] = ()
    icons: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    abilities: tuple[Any, ...] = ()  # situation.spec.Ability: that module imports this one


def read_characteristics(raw: Mapping[str, Any], abilities: tuple[Any, ...] = ()) -> Characteristics | None:
    """The characteristics ``raw`` (an ability or an effect) changes, or None; ``abilities``: its ``gains-abilities``
    as the ability reader read them."""
    if not any(key in raw for key in KEYS):
        return None
    keywords = tuple((k, True) for k in raw.get("gains", ())) + tuple((k, False) for k in raw.get("loses", ()))
    icons, traits = tuple(raw.get("gains-icons", ())), tuple(raw.get("gains-traits", ()))
    return Characteristics(raw.get("blank"), tuple(raw.get("immune", ())), keywords, icons, traits, abilities)


def check_characteristics(names: Failing, raw: Mapping[str, Any], kind: str, parts: list[str | int]) -> None:
    """``blank``, ``immune``, ``gains`` and ``loses`` belong to a constant or lasting ability (or a lasting effect, with
    ``to``) that applies to ``enters-play``, or — keywords gained only — to a lasting effect on ``play-card`` (the card
    played has them as it is played: ``procedures/lasting.py``): refuse them elsewhere, with the field that says
    where."""
    keys = [key for key in KEYS if key in raw]
    if not keys:
        return
    if raw.get("effect") == "lasting" and (raw.get("applies-to") or {}).get("event") == "play-card" \
            and keys == ["gains"] and "to" not in raw:
        return  # "Treat the next asset you play this turn as if it has fast": the card played, as it is played
    if kind not in ("constant", "lasting") or (raw.get("applies-to") or {}).get("event") != "enters-play":
        raise names.fail(parts + [keys[0]], f"'{keys[0]}' is for a constant or lasting ability that applies to "
                         "'enters-play' (its 'what': the cards it changes)")
    if "gains-abilities" in raw and kind != "constant":
        raise names.fail(parts + ["gains-abilities"], "'gains-abilities' is for a constant ability: the abilities are "
                         "the named cards' while it is active")
    if raw.get("effect") == "lasting" and "to" not in raw:
        raise names.fail(parts + [keys[0]], f"a lasting '{keys[0]}' needs 'to': the cards it changes, picked as it is "
                         "established")
