"""The five cards taken out of the decks when the deck audit found them twins of cards in
other decks, as they were written, by the deck each was in (TOML ``[[cards]]`` tables).
Shared by the twin check's test (they must be caught if put back) and the saved-game test
(a game saved with them resumes as saved)."""

from __future__ import annotations

REMOVED = {
    "pens-and-brushes": """
[[cards]]
id = "pb-colosseum"
event = "The Colosseum opens with a hundred days of games"
year = "80"
aliases = ["colosseum"]
source = "Wikipedia: Colosseum"

[[cards]]
id = "pb-globe-fire"
event = "A stage cannon sets fire to the Globe Theatre"
year = "1613"
aliases = ["globe fire"]
source = "Wikipedia: Globe Theatre"

[[cards]]
id = "pb-mousetrap"
event = "Agatha Christie's The Mousetrap opens in London"
year = "1952"
aliases = ["the mousetrap", "mousetrap"]
source = "Wikipedia: The Mousetrap"
""",
    "showbizz": """
[[cards]]
id = "sb-sydney-opera"
event = "Queen Elizabeth II opens the Sydney Opera House"
year = "1973"
aliases = ["sydney opera house"]
source = "Wikipedia: Sydney Opera House"

[[cards]]
id = "sb-walkman"
event = "Sony launches the Walkman portable cassette player"
year = "1979"
aliases = ["walkman"]
source = "Wikipedia: Walkman"
""",
}
