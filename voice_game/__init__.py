"""voice_game: Anno Domini played by voice."""
