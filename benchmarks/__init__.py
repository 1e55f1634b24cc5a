"""The benchmarks: speech, voice commands, the computer players, the companion page,
reliability (fuzzing, kills, limits) and the Pi budget; each run by hand or by a script."""
