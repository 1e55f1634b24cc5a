import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from voice_game.engine.judge import judge_chain
from voice_game.engine.years import Span, SpanKind, parse_year


def chain(*texts):
    return [parse_year(text) for text in texts]


def test_rulebook_examples():
    assert judge_chain(chain("1987", "1987", "around 1990", "1991")).correct
    assert judge_chain(chain("1987", "around 1990", "1987", "1991")).correct
    assert judge_chain(chain("805 BC", "8th century BC")).correct
    assert not judge_chain(chain("8th century BC", "805 BC")).correct
    for order in (
        ("1st millennium BC", "805 BC", "8th century BC"),
        ("805 BC", "1st millennium BC", "8th century BC"),
        ("805 BC", "8th century BC", "1st millennium BC"),
    ):
        assert judge_chain(chain(*order)).correct, order
    verdict = judge_chain(chain("8th century BC", "805 BC", "1st century BC", "451"))
    assert not verdict.correct
    assert verdict.conflict == (0, 1)


def test_neighbours_are_not_enough():
    verdict = judge_chain(chain("1991", "around 1990", "1987"))
    assert not verdict.correct
    assert verdict.conflict == (0, 2)


def test_equal_years_are_fine_and_empty_chain_is_correct():
    assert judge_chain(chain("1969", "1969")).correct
    assert judge_chain([]).correct


def _brute_force(spans):
    """A chain is correct iff one year per card, inside its span, never decreases."""
    for years in itertools.product(*(range(s.earliest, s.latest + 1) for s in spans)):
        if all(a <= b for a, b in itertools.pairwise(years)):
            return True
    return False


@st.composite
def spans(draw):
    start = draw(st.integers(-12, 12))
    width = draw(st.integers(0, 4))
    return Span(start, start + width, SpanKind.RANGE, f"{start}-{start + width}")


@settings(max_examples=400, deadline=None)
@given(st.lists(spans(), min_size=0, max_size=5))
def test_judge_agrees_with_brute_force(chain_spans):
    verdict = judge_chain(chain_spans)
    assert verdict.correct == _brute_force(chain_spans)
    if verdict.conflict is not None:
        i, j = verdict.conflict
        assert i < j
        assert chain_spans[i].earliest > chain_spans[j].latest
        # it is the first offending pair in reading order
        for a in range(len(chain_spans)):
            for b in range(a + 1, len(chain_spans)):
                if (a, b) == (i, j):
                    break
                assert chain_spans[a].earliest <= chain_spans[b].latest
            else:
                continue
            break


@settings(max_examples=200, deadline=None)
@given(st.lists(spans(), min_size=1, max_size=6))
def test_sorted_by_latest_then_earliest_is_always_correct(chain_spans):
    ordered = sorted(chain_spans, key=lambda s: (s.latest, s.earliest))
    assert judge_chain(ordered).correct
