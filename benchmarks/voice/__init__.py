"""The voice command-recognition benchmark (`scripts/bench-voice`, see docs/benchmark.md).

Modules: `noise` (steady noise and party chatter, mixed at a chosen SNR), `report` (table,
JSON, plot) and `run` (the command). The corpus, the synthetic voices, the streaming replay
and the scoring are shared with the tests, in :mod:`testkit.voice`.
"""
