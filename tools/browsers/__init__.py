"""Driving browsers: engines started, and the game played by clicks and by keys."""
