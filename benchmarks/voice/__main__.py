"""``python -m benchmarks.voice`` = ``scripts/bench-voice``."""

import sys

from .run import main

sys.exit(main())
