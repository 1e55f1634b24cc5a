"""Bounds on what the companion page's server accepts from the network."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

MAX_BODY = 1024
"""Bytes of a request body (a join or a tap is a few dozen)."""
MAX_HEADER = 8 * 1024
"""Bytes of a request's line and headers."""
MAX_CONNECTIONS = 64
"""Open connections at once, live pages included; more are answered 503."""
MAX_STREAMS_PER_ADDRESS = 6
"""Live pages open at once from one address (a phone with a few tabs)."""
RATE = 8.0
"""Requests a second from one address, on average ..."""
BURST = 30.0
"""... with this many at once (a page's first load asks for four)."""
WRONG_CODES = 5
"""Wrong seat codes from one address before it has to wait ..."""
WRONG_CODE_WAIT = 60.0
"""... this many seconds."""
MAX_ADDRESSES = 1024
"""Addresses remembered; past this the oldest are forgotten."""


@dataclass
class _Bucket:
    tokens: float
    stamp: float
    wrong: int = 0
    locked_until: float = 0.0


@dataclass
class RateLimiter:
    """A token bucket per client address, and a wait after repeated wrong seat codes."""

    rate: float = RATE
    burst: float = BURST
    clock: Callable[[], float] = field(default=time.monotonic, repr=False)
    _buckets: dict[str, _Bucket] = field(default_factory=dict, repr=False)

    def _now(self) -> float:
        return self.clock()

    def _bucket(self, address: str) -> _Bucket:
        bucket = self._buckets.get(address)
        if bucket is None:
            if len(self._buckets) >= MAX_ADDRESSES:
                del self._buckets[next(iter(self._buckets))]
            bucket = self._buckets[address] = _Bucket(self.burst, self._now())
        return bucket

    def allow(self, address: str) -> bool:
        """Whether one more request from ``address`` may be served now."""
        bucket = self._bucket(address)
        now = self._now()
        bucket.tokens = min(self.burst, bucket.tokens + (now - bucket.stamp) * self.rate)
        bucket.stamp = now
        if bucket.tokens < 1:
            return False
        bucket.tokens -= 1
        return True

    def code_locked(self, address: str) -> bool:
        """Whether ``address`` must wait before trying another seat code."""
        return self._bucket(address).locked_until > self._now()

    def wrong_code(self, address: str) -> None:
        """Count a wrong seat code from ``address``; too many make it wait."""
        bucket = self._bucket(address)
        bucket.wrong += 1
        if bucket.wrong >= WRONG_CODES:
            bucket.wrong = 0
            bucket.locked_until = self._now() + WRONG_CODE_WAIT
