"""The sentences of the damage-and-horror family the sentence reader (``effects._Reader``) hands to one mixin: where an
ability's own damage is assigned first (:mod:`.assigned_after`), an attack's damage dealt elsewhere instead and the
horror it still deals (:mod:`.redirected`), damage or horror made direct (:mod:`.direct_dealt`). One base and one handler in the reader, so that the family grows here.
"""

from __future__ import annotations

from .assigned_after import AssignedAfter
from .direct_dealt import DirectDealt
from .redirected import Redirected


class DamageSentences(AssignedAfter, Redirected, DirectDealt):
    """The reader's handler of the family's sentences (``(sentence, lower-case) -> bool``)."""

    def _damage_sentence(self, s: str, low: str) -> bool:
        return self._assigned_after(s, low) or self._redirected(s, low) or self._direct_dealt(s, low)
