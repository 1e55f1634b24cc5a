"""The companion page: the table on any phone, tablet or TV browser on the local network.

``voice-game play --screen [HOST:]PORT`` (or ``[screen]`` in the config file) serves a page
that shows the chain, each seat's cards and counts, whose turn it is, what just happened and,
on a reveal, the years. A player who joins their seat with its code can also play by touch;
each tap goes through the same decider and engine as speech and typing (:mod:`.taps`).
See docs/screen.md.
"""

from .address import Address, AddressError, parse_address
from .table import Screen

__all__ = ["Address", "AddressError", "Screen", "parse_address"]
