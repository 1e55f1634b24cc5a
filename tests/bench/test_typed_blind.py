"""The blind phrasings heard surely (``python -m benchmarks.voice.typed``): the table the
benchmark prints, and the one behaviour it checks across every set."""

from __future__ import annotations

import pytest

from benchmarks.voice.typed import main, outcomes
from testkit.voice.corpus import BLIND_SETS, blind_corpus


@pytest.mark.parametrize("number", sorted(BLIND_SETS))
def test_no_blind_line_heard_surely_is_acted_on_wrongly(number: int) -> None:
    """Every line of the set is decided (none drops out of the count), and none, heard
    word for word by both decoders, is a false action: chatter acted on, or a command
    taken for another."""
    counts = outcomes(number)
    assert sum(counts.values()) == len(blind_corpus(number=number))
    assert counts["accept-act"] > 0, "the set was decided"
    assert counts["false"] == 0, counts


def test_the_table_has_a_row_per_set_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    main(["8"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("| set | at once / accepted")
    assert len(lines) == 3 and lines[2].startswith("| blind8 | ")
    with pytest.raises(SystemExit):
        main(["99"])
