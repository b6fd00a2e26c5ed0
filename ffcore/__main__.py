"""Run ``python -m ffcore play | simulate | bench``."""

import sys

from .cli import main

sys.exit(main())
