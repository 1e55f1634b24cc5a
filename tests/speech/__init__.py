"""Tests of the speech layer (real audio through a PulseAudio virtual room)."""
