"""The application layer: the commands (``voice-game play``, ``hear``, ``model``,
``check-deck``, ``list-devices``, ``service``, and ``scripts/calibrate-mic``), the command
line read once into frozen options (:mod:`.options`, :mod:`.parser`), and the wiring of the
devices, the settings file and the controls to the turn (:mod:`voice_game.dialogue`).

Only this layer sees the command line; everything below takes plain values or the options.
"""
