"""The counts of the Campaign Log and of the phrases remembered (the composed counts ``<count>:<filter>``).

The Campaign Log keeps key phrases "as it appears, without alteration" because a later scenario may "check the
Campaign Log for this phrase" (Record in your Campaign Log…); some campaigns mark boxes beside a name instead ("Mark
one Doubt" / "Mark one Conviction": Doubt and Conviction, The Path to Carcosa), and some record characters under a
phrase ("the number of characters who 'survived the Dunwich Legacy' in your Campaign Log"). A phrase "remembered" is
kept for the scenario only (“Remember that…”). The filter of each count is the phrase or the tally's name as printed.
"""

from __future__ import annotations

import re

#: count -> what it counts (the situation format's words).
CAMPAIGN_LOG_COUNTS: dict[str, str] = {
    "campaign-log-tally": "the boxes marked beside a name in the Campaign Log (\u201cIf you have more Conviction than "
                          "Doubt\u201d: `campaign-log-tally:Conviction` greater than `campaign-log-tally:Doubt`); a "
                          "name never marked counts 0",
    "campaign-log-entry": "the characters recorded in the Campaign Log under the phrase (\u201cthe number of "
                          "characters who \u2018survived the Dunwich Legacy\u2019 in your Campaign Log\u201d: "
                          "`campaign-log-entry:survived the Dunwich Legacy`); the phrase recorded with no name "
                          "counts 1",
    "remembered": "how many of the phrases (joined by `|`) the investigators remember in this scenario or have "
                  "recorded in the Campaign Log (\u201cunless an investigator \u2018know the secret\u2019\u201d: "
                  "`remembered:know the secret` at least 1; \u201cIf investigators have performed 4 of the "
                  "following\u201d: the listed phrases, at least 4); a phrase is the same whatever its capitals and "
                  "closing stop (one printed opening a list, the other inside a sentence)",
}


#: Who remembers, opening a phrase kept ("remember that you "released a dangerous patient."" keeps "you released a
#: dangerous patient"): the investigators, who are the ones remembering — no part of what is remembered.
_REMEMBERER = re.compile(r"^(?:you|an investigator|any investigator|(?:the )?investigators)(?: (?:have|has))? ")


def same_phrase(phrase: str) -> str:
    """A key phrase as compared: its words, whatever the capitals, the closing stop, the quotation marks and the
    rememberer opening it (the list of Planning the Escape prints "Released a dangerous patient." for "remember that
    you "released a dangerous patient.""): the words are recorded without alteration, the sentence's punctuation and
    who remembers are not the phrase."""
    words = " ".join(phrase.strip().strip("\"\u201c\u201d").rstrip(".!").split()).lower().replace("\u2019", "'")
    return _REMEMBERER.sub("", words)
