"""The Campaign Log during a replay: the one record of what a campaign keeps, and the counts a card reads of it.

The log is the list of key phrases recorded, as printed ("the indicated phrase should be recorded as it appears,
without alteration": Record in your Campaign Log…), which trauma, a killed or insane investigator and the
``remember`` effect append to; beside each phrase the characters recorded under it, and the tallies — boxes marked
beside a name ("Mark one Doubt" or "Mark one Conviction … filling in one of the boxes next to 'Doubt' or
'Conviction'", The Path to Carcosa). The phrases "remembered" for the scenario are the state's ``remembered``; a
card that checks for a phrase ("unless an investigator 'know the secret'") finds it in either.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..situation.campaign_log import CampaignLogSpec
from ..situation.vocabulary.campaign_log import same_phrase


class CampaignLog(list[str]):
    """The key phrases recorded (a list, in the order recorded), with the characters under each and the tallies."""

    def __init__(self, spec: CampaignLogSpec | None = None) -> None:
        spec = spec or CampaignLogSpec()
        super().__init__(spec.phrases)
        #: a phrase -> the characters recorded under it ("survived the Dunwich Legacy": Dr. Henry Armitage, …)
        self.under: dict[str, tuple[str, ...]] = dict(spec.under)
        #: a name -> the boxes marked beside it (Doubt, Conviction)
        self.tallies: dict[str, int] = dict(spec.tallies)
        #: an investigator -> the experience fewer he or she earns for this scenario ("You earn 2 fewer experience for
        #: this scenario"), taken when the scenario's experience is counted (the log records the experience)
        self.fewer_experience: dict[str, int] = {}
        #: the chaos tokens added to the chaos bag "for the remainder of the campaign", in the order added: the Campaign
        #: Log's record of the chaos bag, which the next scenario's bag starts with (Campaign Play)
        self.chaos_bag: list[str] = []

    def mark(self, name: str, marks: int = 1) -> int:
        """Mark ``marks`` more boxes beside ``name``; the total now."""
        self.tallies[name] = self.tallies.get(name, 0) + marks
        return self.tallies[name]

    def tally(self, name: str) -> tuple[int, str]:
        """The boxes marked beside ``name`` (none marked: 0), and how to say it."""
        n = self.tallies.get(name, 0)
        return n, f"{n} ({name} marked in the Campaign Log)"

    def entries(self, phrase: str) -> tuple[int, str]:
        """The characters recorded under ``phrase`` (the phrase recorded with no name: 1), and how to say it."""
        wanted = same_phrase(phrase)
        names = [who for said, under in self.under.items() if same_phrase(said) == wanted for who in under]
        plain = any(same_phrase(said) == wanted for said in self) and not names
        n = len(names) or int(plain)
        shown = ", ".join(names) or ("recorded" if plain else "not recorded")
        return n, f"{n} (\u201c{phrase}\u201d in the Campaign Log: {shown})"

    def to_state(self) -> dict[str, object]:
        """The log as the final state shows it (nothing when it is empty)."""
        return {**({"campaign_log": list(self)} if self else {}),
                **({"campaign_log_names": {p: list(n) for p, n in self.under.items()}} if self.under else {}),
                **({"campaign_log_tallies": dict(self.tallies)} if self.tallies else {}),
                **({"campaign_log_chaos_bag": list(self.chaos_bag)} if self.chaos_bag else {})}


class Remembered(list[str]):
    """The phrases remembered in the scenario, as printed and in order, with the investigators who remember one that
    says "you": "If a “remember” effect uses the word “you,” it is specific to the investigator resolving the effect"
    (FAQ, “Remember that…”)."""

    def __init__(self, phrases: Iterable[str] = ()) -> None:
        super().__init__(phrases)
        #: a phrase that says "you" -> the investigators who remember it
        self.by: dict[str, list[str]] = {}

    @staticmethod
    def says_you(phrase: str) -> bool:
        """Whether the phrase uses the word "you" (its own investigator's, not the group's)."""
        return re.search(r"\byou(?:r)?\b", phrase, re.I) is not None

    def holds(self, phrase: str, who: str | None) -> bool:
        """Whether the phrase is already remembered — by ``who``, when it says "you"."""
        if self.says_you(phrase) and who is not None:
            return who in self.by.get(phrase, [])
        return phrase in self

    def keep(self, phrase: str, who: str | None) -> str | None:
        """Remember the phrase (by ``who`` when it says "you"); the investigator it is specific to, if any."""
        if phrase not in self:
            self.append(phrase)
        if self.says_you(phrase) and who is not None:
            self.by.setdefault(phrase, []).append(who)
            return who
        return None

    def rememberers(self, phrase: str) -> set[str]:
        """The investigators who remember the phrase for themselves (a phrase saying "you"), compared as key phrases
        are: "who has "had a drink"" is who remembered "you have "had a drink."""""
        wanted = same_phrase(phrase)
        return {who for said, whom in self.by.items() if same_phrase(said) == wanted for who in whom}

    def to_state(self) -> dict[str, object]:
        """The phrases as the final state shows them (nothing when there are none)."""
        return {**({"remembered": list(self)} if self else {}),
                **({"remembered_by": {p: list(w) for p, w in self.by.items()}} if self.by else {})}


def remembered(phrases: Iterable[str], log: CampaignLog, remembered_now: Iterable[str]) -> tuple[int, str]:
    """How many of ``phrases`` the investigators remember in this scenario or have recorded in the Campaign Log ("If
    investigators have performed 4 of the following"), and which."""
    kept = {same_phrase(p) for p in (*remembered_now, *log)}
    found = [p for p in phrases if same_phrase(p) in kept]
    said = ", ".join("\u201c" + p + "\u201d" for p in found) or "none of them"
    return len(found), f"{len(found)} (remembered: {said})"
