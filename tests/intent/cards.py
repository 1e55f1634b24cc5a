"""Real-looking cards and contexts shared by the intent tests."""

from __future__ import annotations

from dataclasses import replace

from voice_game.intent import CardName, TurnContext

TELEPHONE = CardName("Alexander Graham Bell patents the telephone", ("telephone", "the telephone"))
MOON = CardName("Apollo 11 lands on the Moon", ("moon landing", "the moon landing"))
JEANS = CardName("Levi Strauss patents riveted blue jeans", ("jeans", "blue jeans"))
WALL = CardName("The Berlin Wall falls", ("berlin wall", "the fall of the berlin wall"))
PYRAMID = CardName("The Great Pyramid of Giza is completed", ("pyramid", "the great pyramid"))
PRINTING = CardName(
    "Gutenberg prints the Bible with movable type", ("printing press", "gutenberg bible")
)
TEABAG = CardName("Tea bags are first sold commercially in the United States", ("tea bags",))
PENICILLIN = CardName("Alexander Fleming discovers penicillin", ("penicillin",))
TITANIC = CardName("The Titanic sinks on its maiden voyage", ("titanic", "the titanic"))
ZIPPER = CardName("The zip fastener is patented", ("zipper", "zip fastener"))
CHOCOLATE = CardName("The first chocolate bar is made", ("chocolate bar",))
NO_ALIAS = CardName("Marco Polo returns to Venice")

DECK: tuple[CardName, ...] = (
    TELEPHONE, MOON, JEANS, WALL, PYRAMID, PRINTING, TEABAG, PENICILLIN, TITANIC, ZIPPER,
    CHOCOLATE, NO_ALIAS,
)  # fmt: skip

# A typical turn: three cards on the table, three in hand.
BASE = TurnContext(
    chain=(PYRAMID, PRINTING, MOON),
    hand=(JEANS, TELEPHONE, WALL),
    players=("Anna", "Ben", "Chloe"),
    current="Anna",
)
ONE_CARD = replace(BASE, hand=(TELEPHONE,))
SHORT_CHAIN = replace(BASE, chain=(MOON,), hand=(TELEPHONE, JEANS))
TEL_MOON_CHAIN = replace(BASE, chain=(PYRAMID, TELEPHONE, MOON), hand=(JEANS, WALL))
MOVABLE = replace(TEL_MOON_CHAIN, can_move=True)
ORDERING = TurnContext(
    chain=(TELEPHONE, MOON),
    hand=(JEANS,),
    players=("Anna", "Ben"),
    current="Anna",
    can_place=False,
    can_doubt=False,
    ordering_start=True,
)
CONFIRMING = replace(BASE, confirming=True, can_place=False, can_doubt=False)
UNDOABLE = replace(BASE, can_undo=True)


def named(*names: str) -> tuple[CardName, ...]:
    """Cards named by ``names`` alone ("The kabuki happens")."""
    return tuple(CardName(f"The {name} happens", (name,)) for name in names)


# The theatre deck of the default benchmark run: five cards on the table, three in hand.
THEATRE = TurnContext(
    chain=named("epidaurus", "bayreuth", "nickelodeon", "disney studio", "muppet show"),
    hand=named("kinetoscope", "coronation street", "kabuki"),
    players=("Ann", "Ben"),
    current="Ann",
)
