"""What the load test asks for: the mix of request kinds and the URLs of each, drawn from the
evaluation questions and the database's entries."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, urlencode

from kb.search.evaluate import load_questions
from kb.store import open_readonly

#: The share of each kind of request in the mix.
MIX = {
    "search page": 22,
    "search fragment": 8,
    "api search": 15,
    "entry page": 25,
    "api entry": 15,
    "listing page": 5,
    "api listing": 5,
    "timing chart": 5,
}
LISTING_PAGES = ["/errata", "/faq", "/timing", "/errata?kind=card", "/faq?kind=ruling"]
API_LISTINGS = ["/api/errata", "/api/faq", "/api/timing", "/api"]
#: Responses that do not read the database (so carry no build id; their body never changes).
NOT_FROM_THE_DATABASE = {"/api"}
TIMING_CHARTS = [
    "/timing/ahlcg/phase-sequence", "/timing/ahlcg/skill-test", "/timing/elder-sign/midnight", "/api/timing/ahlcg/skill-test",
]


@dataclass(frozen=True)
class Workload:
    """The URLs of each kind of request, drawn from the evaluation questions and the database."""

    urls: dict[str, list[str]]

    @classmethod
    def from_database(cls, db_path: Path) -> "Workload":
        questions = [question.ask for question in load_questions()]
        connection = open_readonly(db_path)
        try:
            keys = [row[0] for row in connection.execute("select key from entries order by position")]
        finally:
            connection.close()
        entry_keys = [quote(key, safe="/") for key in keys]
        return cls(
            {
                "search page": [f"/?{urlencode({'q': q})}" for q in questions],
                "search fragment": [f"/search/results?{urlencode({'q': q[:length]})}" for q in questions for length in (4, 9, 200)],
                "api search": [f"/api/search?{urlencode({'q': q, 'limit': 10})}" for q in questions],
                "entry page": [f"/entry/{key}" for key in entry_keys],
                "api entry": [f"/api/entries/{key}" for key in entry_keys],
                "listing page": LISTING_PAGES,
                "api listing": API_LISTINGS,
                "timing chart": TIMING_CHARTS,
            }
        )

    def draw(self, rng: random.Random) -> tuple[str, str]:
        kind = rng.choices(list(MIX), weights=list(MIX.values()))[0]
        return kind, rng.choice(self.urls[kind])
