"""``python -m voice_game``."""

import sys

from voice_game.cli import main

sys.exit(main())
