"""What the 2024 glossary parser reads and makes: its source id, its curation file, the key prefix
of the entries the Rules Reference lacks, and the error it raises when the alignment fails."""

from __future__ import annotations

SOURCE_ID = "glossary-2024"
CURATION_FILE = "glossary_2024_curation.toml"
KEY_PREFIX = "ahlcg/glossary"


class GlossaryAlignmentError(ValueError):
    """The alignment left a block without a title, or placed an entry twice."""
