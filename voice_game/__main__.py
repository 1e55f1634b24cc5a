"""``python -m voice_game``."""

import sys

from voice_game.app.main import main

sys.exit(main())
