"""Child processes that Ctrl-C reaches however the tests were started."""

from __future__ import annotations

import signal
from collections.abc import Callable


def ctrl_c_as_at_a_terminal(then: Callable[[], None] | None = None) -> Callable[[], None]:
    """A ``preexec_fn`` giving the child SIGINT's default meaning, then running ``then``.

    A shell starts its background jobs with SIGINT ignored, and a Python started so never
    raises KeyboardInterrupt: a test of what Ctrl-C does would then test nothing.
    """

    def prepare() -> None:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        if then is not None:
            then()

    return prepare
