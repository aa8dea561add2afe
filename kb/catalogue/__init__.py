"""The card catalogue the user brings: ArkhamDB's public card JSON imported into a SQLite file of
its own, beside the rules database (``kb cards import FILE``).

No card data ships with the project. The catalogue lives in its own file (``cards.db`` beside the
rules database, or ``$KB_CARDS_DB``) rather than inside the rules database: ``kb build`` replaces
the rules database atomically (a new file renamed over the old), so a catalogue inside it would have
to be copied across on every rebuild and would be lost by any rebuild that forgot to; a file of its
own is untouched by every rebuild, by construction, and a rebuild needs to know nothing about it.

The timing engine never opens it: whoever replays a situation passes :meth:`Catalogue.lookup` in
(``kb replay`` does when a catalogue exists).
"""

from .cardfile import CatalogueError, read_card_file
from .store import Catalogue, catalogue_digest, catalogue_path, import_cards, open_catalogue

__all__ = ["Catalogue", "CatalogueError", "catalogue_digest", "catalogue_path", "import_cards", "open_catalogue",
           "read_card_file"]
