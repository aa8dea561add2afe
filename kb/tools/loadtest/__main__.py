"""``python -m kb.tools.loadtest``: see the package docstring."""

import sys

from kb.tools.loadtest import main

sys.exit(main())
