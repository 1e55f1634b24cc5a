"""The voice command-recognition benchmark (`scripts/bench-voice`, see docs/benchmark.md).

Modules: `corpus` (what players say, with the expected action), `synth` (many synthetic
voices), `noise` (steady noise and party chatter, mixed at a chosen SNR), `stream` (the
game's endpointing replayed on a simulated real-time clock), `metrics` (scoring), `report`
(table, JSON, plot) and `run` (the command).
"""
