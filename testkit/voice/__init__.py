"""Spoken commands for the hear corpus test, the cross-entry test and ``scripts/bench-voice``.

Modules: `corpus` (what players say, with the expected action), `synth` (many synthetic
voices), `stream` (the game's endpointing replayed on a simulated real-time clock) and
`metrics` (scoring).
"""
