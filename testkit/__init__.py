"""The kit the tests and the benchmarks share: helpers both sides build their checks from.

Named ``testkit`` because that is what it is, a kit for testing, and because it belongs to
neither side: ``tests/`` (outside ``tests/bench/``, which tests the benchmarks) never
imports ``benchmarks``, and ``benchmarks/`` and ``scripts/`` never import ``tests``; what
both use lives here (``tests/test_folders.py`` keeps that rule). It is not part of the
installed game (``pip install .`` ships ``voice_game`` only).

Modules: :mod:`.scripting` (whole games planned with known years, the test deck, the
scripted players' oracle), :mod:`.hearing` (the game's voice captured and transcribed) and
:mod:`.voice` (the spoken-command corpus, its synthetic voices, the streaming replay of the
listening loop and its scoring).
"""
