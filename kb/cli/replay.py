"""``kb replay`` as the command line runs it: with the user's card catalogue, when there is one.

The timing engine opens no database (it sits below the store's users), so the command line, which
knows where the catalogue is, hands ``kb replay`` the function that opens it.
"""

from __future__ import annotations

from kb.catalogue.command import default_catalogue
from kb.engine.command import replay, use_catalogue

use_catalogue(default_catalogue)

__all__ = ["replay"]
